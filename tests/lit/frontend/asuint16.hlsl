// RUN: hlslc -T cs_6_2 -enable-16bit-types -E main %s | FileCheck %s
// asuint16/asint16/asfloat16 are 16-bit bit casts; a literal argument
// picks the half overload (asuint16(1) == asuint16(1.0h), as in DXC).

RWStructuredBuffer<half2> H : register(u0);
RWStructuredBuffer<uint> Out : register(u1);

// CHECK: bitcast half %{{.*}} to i16
// CHECK: bitcast i16 %{{.*}} to half
// CHECK: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 0, i32 15360,
[numthreads(1, 1, 1)]
void main(uint gi : SV_GroupIndex) {
  uint16_t2 u = asuint16(H[gi]);
  H[gi + 1] = asfloat16(u + uint16_t(1));
  Out[gi] = asuint16(1);
}
