// A precise value is computed as written, even where fast math would fold
// it: the last row of a matrix made with constant zeros, multiplied with a
// vector into a precise output, stays 0*x + 0*y + 0*z + 1*1 (NaN or
// infinity in x reach the output), as DXC keeps it. The fast-math folds
// SROA's cleanup does must wait until dxil-precise has marked the values.
// Without precise, the row folds to 1.0.
// RUN: hlslc -T vs_6_0 -E main %s -Fc %t.ll -Fo %t.dxil
// RUN: FileCheck %s < %t.ll
// RUN: hlslc -T vs_6_0 -E main -DNOT_PRECISE %s -Fc %t2.ll -Fo %t2.dxil
// RUN: FileCheck %s --check-prefix=FAST < %t2.ll

// CHECK:      [[M:%[0-9]+]] = fmul float %{{[0-9]+}}, 0.000000e+00
// CHECK-NEXT: [[A:%[0-9]+]] = call float @dx.op.tertiary.f32(i32 46, float 0.000000e+00, float %{{[0-9]+}}, float [[M]]), !dx.precise
// CHECK-NEXT: [[B:%[0-9]+]] = call float @dx.op.tertiary.f32(i32 46, float 0.000000e+00, float %{{[0-9]+}}, float [[A]]), !dx.precise
// CHECK-NEXT: [[W:%[0-9]+]] = call float @dx.op.tertiary.f32(i32 46, float 1.000000e+00, float 1.000000e+00, float [[B]]), !dx.precise
// CHECK:      call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float [[W]])

// FAST: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.000000e+00)

cbuffer C : register(b0) { float3x4 m; };
#ifdef NOT_PRECISE
struct O { float4 pos : SV_Position; };
#else
struct O { precise float4 pos : SV_Position; };
#endif
O main(float3 p : POSITION) {
  float4x4 t = float4x4(m[0], m[1], m[2], float4(0, 0, 0, 1));
  O o;
  o.pos = mul(t, float4(p, 1));
  return o;
}
