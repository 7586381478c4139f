// RUN: hlslc -T ps_6_0 -Gis %s | FileCheck %s
// RUN: hlslc -T ps_6_0 %s | FileCheck %s --check-prefix=FAST
// -Gis (IEEE strictness): no floating-point operation is fast and every
// FP-valued dx.op call is precise, as if everything were `precise`.

float4 main(float4 a : A, float4 b : B) : SV_Target {
  float4 r = a * b + a;
  r.x = sqrt(r.x) + dot(a.xyz, b.xyz);
  r.y = r.y / b.y;
  return r;
}

// CHECK: call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 0, i32 undef), !dx.precise ![[P:[0-9]+]]
// CHECK-NOT: fast
// CHECK: fmul float
// CHECK: fadd float
// CHECK: call float @dx.op.unary.f32(i32 24, float %{{[0-9]+}}), !dx.precise ![[P]]
// CHECK: call float @dx.op.dot3.f32(i32 55, {{.*}}), !dx.precise ![[P]]
// CHECK: fdiv float
// CHECK: ![[P]] = !{i32 1}

// FAST-NOT: dx.precise
// FAST: fmul fast float
