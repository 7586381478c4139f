// RUN: hlslc -T cs_6_0 -E main %s -fcgl | FileCheck %s
// reflect(i, n) = i - splat(2 * dot(i, n)) * n (DXC's order); ldexp(x, e) = x * exp2(e).

RWStructuredBuffer<float3> Out : register(u0);

// CHECK-LABEL: define void @main()
// CHECK: %[[D:[0-9]+]] = call {{.*}}float @llvm.dx.fdot.v3f32(<3 x float> %[[I:[0-9]+]], <3 x float> %[[N:[0-9]+]])
// CHECK: %[[TWO:[0-9]+]] = fmul {{.*}}float 2.000000e+00, %[[D]]
// CHECK: %[[S:[0-9]+]] = fmul {{.*}}<3 x float> %{{[0-9]+}}, %[[N]]
// CHECK: fsub {{.*}}<3 x float> %[[I]], %[[S]]
// CHECK: %[[E:[0-9]+]] = call {{.*}}<3 x float> @llvm.exp2.v3f32(
// CHECK: fmul {{.*}}<3 x float> %{{[0-9]+}}, %[[E]]
[numthreads(1, 1, 1)]
void main(uint gi : SV_GroupIndex) {
  float3 i = float3(gi, 1, 2), n = float3(0, 1, 0);
  Out[gi] = reflect(i, n) + ldexp(i, float3(1, 2, 3));
}
