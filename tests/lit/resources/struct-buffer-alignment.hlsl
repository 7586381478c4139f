// RUN: hlslc -T cs_6_6 -enable-16bit-types -E main %s | FileCheck %s
// The alignment in a structured buffer's annotateHandle properties (bits
// 8-11, log2) is DXC's: the largest scalar alignment of the element - 4
// here (uint4 and float16_t4 members), not the vector's 16.

struct S1 { float16_t4 v1; float v2; };
struct S { uint4 v0; S1 v3; };

StructuredBuffer<S> srv : register(t0);
RWStructuredBuffer<S> uav : register(u0);

[numthreads(1, 1, 1)]
void main(uint i : SV_GroupIndex) {
  uav[i] = srv[i];
}

// The destination of the copy is annotated first, as DXC evaluates it first.
// CHECK: annotateHandle(i32 216, %dx.types.Handle %{{[0-9]+}}, %dx.types.ResourceProperties { i32 4620, i32 28 })
// CHECK-NEXT: annotateHandle(i32 216, %dx.types.Handle %{{[0-9]+}}, %dx.types.ResourceProperties { i32 524, i32 28 })
// CHECK-NEXT: call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(
