// A dx.op call folded away after lowering leaves no declaration behind:
// DXIL's validator rejects unused external functions.
// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// CHECK-NOT: declare {{.*}}@dx.op.dot3
// CHECK-NOT: declare {{.*}}@dx.op.unaryBits
// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 undef, float 3.500000e+01,
RWBuffer<float> B : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 i : SV_DispatchThreadID) {
  float3 a = float3(1, 2, 3);
  B[i.x] = dot(a, float3(4, 5, 6)) + countbits(7u);
}
