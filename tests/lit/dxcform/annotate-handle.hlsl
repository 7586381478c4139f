// From SM 6.6, DXC's comment on annotateHandle also decodes the constant
// resource properties: "  resource: <kind and element>".
// RUN: hlslc -T ps_6_6 %s | FileCheck %s

// CHECK-DAG: %dx.types.ResourceProperties { i32 13, i32 16 })  ; AnnotateHandle(res,props)  resource: CBuffer{{$}}
// CHECK-DAG: %dx.types.ResourceProperties { i32 4106, i32 265 })  ; AnnotateHandle(res,props)  resource: RWTypedBuffer<F32>{{$}}
// CHECK-DAG: ; AnnotateHandle(res,props)  resource: RWStructuredBuffer<stride=4, counter>{{$}}
// CHECK-DAG: ; AnnotateHandle(res,props)  resource: globallycoherent RWByteAddressBuffer{{$}}
// CHECK-DAG: ; AnnotateHandle(res,props)  resource: ROVTexture2D<2xF32>{{$}}
// CHECK-DAG: %dx.types.ResourceProperties { i32 11, i32 0 })  ; AnnotateHandle(res,props)  resource: ByteAddressBuffer{{$}}
// CHECK-DAG: ; AnnotateHandle(res,props)  resource: StructuredBuffer<stride=16>{{$}}
// CHECK-DAG: %dx.types.ResourceProperties { i32 2, i32 1033 })  ; AnnotateHandle(res,props)  resource: Texture2D<4xF32>{{$}}
// CHECK-DAG: ; AnnotateHandle(res,props)  resource: Texture2DMS<F32>{{$}}
// CHECK-DAG: %dx.types.ResourceProperties { i32 14, i32 0 })  ; AnnotateHandle(res,props)  resource: SamplerState{{$}}
// CHECK-DAG: %dx.types.ResourceProperties { i32 32782, i32 0 })  ; AnnotateHandle(res,props)  resource: SamplerComparisonState{{$}}
// CHECK-DAG: ; CreateHandleFromBinding(bind,index,nonUniformIndex){{$}}
// CHECK-DAG: ; BufferUpdateCounter(uav,inc){{$}}
// CHECK-DAG: ; SampleCmp(srv,sampler,coord0,coord1,coord2,coord3,offset0,offset1,offset2,compareValue,clamp){{$}}

ByteAddressBuffer buf1;
StructuredBuffer<float4> sb;
RWBuffer<float> rwb;
RWStructuredBuffer<uint> rws;
globallycoherent RWByteAddressBuffer gcb;
RasterizerOrderedTexture2D<float2> rov;
Texture2D<float4> tex;
Texture2DMS<float> texms;
SamplerState ss;
SamplerComparisonState scs;
cbuffer CB { float4 c; };
float4 main(uint i : IDX, float2 uv : UV) : SV_Target {
  rwb[i] = 1;
  rws.IncrementCounter();
  gcb.Store(0, i);
  rov[uint2(0, 0)] = uv;
  return buf1.Load<float>(i) + sb[i] + tex.Sample(ss, uv) + c +
         tex.SampleCmp(scs, uv, 0.5) + texms.Load(int2(0, 0), 0);
}
