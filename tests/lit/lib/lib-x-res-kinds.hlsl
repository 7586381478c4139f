// RUN: hlslc -T lib_6_x %s | FileCheck %s
// lib_6_x: every resource kind crosses the boundary as a handle pointer,
// with its resource properties in the parameter annotation; ConstantBuffer
// and TextureBuffer mangle as struct templates (U), a feedback texture with
// its kind as an integer argument. Checked against DXC.
struct E { float3 p; uint n; };
export uint k1(ByteAddressBuffer b) { return b.Load(4); }
export void k2(RWByteAddressBuffer b) { b.Store(0, 1u); }
export float k3(StructuredBuffer<E> b) { return b[1].p.y; }
export void k4(AppendStructuredBuffer<E> b, E e) { b.Append(e); }
export float4 k5(TextureCube c, SamplerComparisonState s, float3 d) { return c.SampleCmp(s, d, 0.5); }
export uint k6(RWTexture2D<uint> t, uint2 p) { uint o; InterlockedAdd(t[p], 1, o); return o; }
export float k7(Texture2DArray<float> t, SamplerState s, float3 uv) { return t.SampleLevel(s, uv, 0); }
export uint k8(RaytracingAccelerationStructure a) { return 1; }
export float k9(ConstantBuffer<E> c) { return c.p.x; }
export void k10(RasterizerOrderedBuffer<float4> r) { r[0] = 1; }
export float k11(Texture2DMS<float4, 4> t) { return t.Load(int2(0,0), 1).x; }
export float k12(TextureBuffer<E> c) { return c.p.x; }
export float k13(FeedbackTexture2D<SAMPLER_FEEDBACK_MIP_REGION_USED> f) { return 0; }
// CHECK: define float @"\01?k13@@YAMV?$FeedbackTexture2D@$00@@@Z"(%dx.types.Handle* nocapture readnone)
// CHECK: define float @"\01?k12@@YAMU?$TextureBuffer@UE@@@@@Z"(%dx.types.Handle* nocapture readonly)
// CHECK: define float @"\01?k11@@YAMV?$Texture2DMS@V?$vector@M$03@@$03@@@Z"(%dx.types.Handle* nocapture readonly)
// CHECK: define void @"\01?k10@@YAXV?$RasterizerOrderedBuffer@V?$vector@M$03@@@@@Z"(%dx.types.Handle* nocapture readonly)
// CHECK: define float @"\01?k9@@YAMU?$ConstantBuffer@UE@@@@@Z"(%dx.types.Handle* nocapture readonly)
// CHECK: define i32 @"\01?k8@@YAIURaytracingAccelerationStructure@@@Z"(%dx.types.Handle* nocapture readnone)
// CHECK: define float @"\01?k7@@YAMV?$Texture2DArray@M@@USamplerState@@V?$vector@M$02@@@Z"(%dx.types.Handle* nocapture readonly, %dx.types.Handle* nocapture readonly, <3 x float>)
// CHECK: define i32 @"\01?k6@@YAIV?$RWTexture2D@I@@V?$vector@I$01@@@Z"(%dx.types.Handle* nocapture readonly, <2 x i32>)
// CHECK: define <4 x float> @"\01?k5@@YA?AV?$vector@M$03@@V?$TextureCube@V?$vector@M$03@@@@USamplerComparisonState@@V?$vector@M$02@@@Z"(%dx.types.Handle* nocapture readonly, %dx.types.Handle* nocapture readonly, <3 x float>)
// CHECK: define void @"\01?k4@@YAXV?$AppendStructuredBuffer@UE@@@@UE@@@Z"(%dx.types.Handle* nocapture readonly, %struct.E* nocapture readonly)
// CHECK: define float @"\01?k3@@YAMV?$StructuredBuffer@UE@@@@@Z"(%dx.types.Handle* nocapture readonly)
// CHECK: define void @"\01?k2@@YAXURWByteAddressBuffer@@@Z"(%dx.types.Handle* nocapture readonly)
// CHECK: define i32 @"\01?k1@@YAIUByteAddressBuffer@@@Z"(%dx.types.Handle* nocapture readonly)
// CHECK: !{{[0-9]+}} = !{i32 10, %dx.types.ResourceProperties { i32 4113, i32 1 }}
// CHECK: !{{[0-9]+}} = !{i32 10, %dx.types.ResourceProperties { i32 15, i32 16 }}
// CHECK: !{{[0-9]+}} = !{i32 10, %dx.types.ResourceProperties { i32 3, i32 263177 }}
// CHECK: !{{[0-9]+}} = !{i32 10, %dx.types.ResourceProperties { i32 12298, i32 1033 }}
// CHECK: !{{[0-9]+}} = !{i32 10, %dx.types.ResourceProperties { i32 13, i32 16 }}
// CHECK: !{{[0-9]+}} = !{i32 10, %dx.types.ResourceProperties { i32 16, i32 0 }}
// CHECK: !{{[0-9]+}} = !{i32 10, %dx.types.ResourceProperties { i32 7, i32 265 }}
// CHECK: !{{[0-9]+}} = !{i32 10, %dx.types.ResourceProperties { i32 14, i32 0 }}
// CHECK: !{{[0-9]+}} = !{i32 10, %dx.types.ResourceProperties { i32 4098, i32 261 }}
// CHECK: !{{[0-9]+}} = !{i32 10, %dx.types.ResourceProperties { i32 5, i32 1033 }}
// CHECK: !{{[0-9]+}} = !{i32 10, %dx.types.ResourceProperties { i32 32782, i32 0 }}
// CHECK: !{{[0-9]+}} = !{i32 10, %dx.types.ResourceProperties { i32 4620, i32 16 }}
// CHECK: !{{[0-9]+}} = !{i32 10, %dx.types.ResourceProperties { i32 524, i32 16 }}
// CHECK: !{{[0-9]+}} = !{i32 10, %dx.types.ResourceProperties { i32 4107, i32 0 }}
// CHECK: !{{[0-9]+}} = !{i32 10, %dx.types.ResourceProperties { i32 11, i32 0 }}
