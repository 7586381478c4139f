// RUN: hlslc -T cs_6_2 -E main %s | FileCheck %s
// Typed buffers and textures of min-precision elements: loads read 32-bit
// values and truncate (DXC's TranslateBufLoad), samples and typed stores
// keep the 16-bit overload; the resource's component type is F16/I16/U16.

// CHECK: ; tex                               texture     f16          2d      T0             t0     1
// CHECK: %"class.RWBuffer<vector<min16float, 4> >" = type { <4 x half> }
// CHECK: [[L:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68,
// CHECK: [[L0:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L]], 0
// CHECK: extractvalue %dx.types.ResRet.f32 [[L]], 3
// CHECK: fptrunc float [[L0]] to half
// CHECK: [[T:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66,
// CHECK: fptrunc float
// CHECK: call %dx.types.ResRet.f16 @dx.op.sampleLevel.f16(i32 62,
// CHECK: call void @dx.op.bufferStore.f16(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 undef, half
// CHECK: [[I:%[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66,
// CHECK: trunc i32 %{{[0-9]+}} to i16
// vector arithmetic has no nsw (clang: only scalars are signed integer types)
// CHECK: add i16 %{{[0-9]+}}, 1
// CHECK: call void @dx.op.textureStore.i16(i32 67, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 undef, i16

RWBuffer<min16float4> rb;
Texture2D<min16float4> tex;
RWTexture2D<min16int2> rt;
SamplerState smp;

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  rb[id.x] = rb[id.y] * 2 + tex.Load(id) + tex.SampleLevel(smp, float2(0, 0), 0);
  rt[id.xy] = rt[id.yx] + 1;
}
