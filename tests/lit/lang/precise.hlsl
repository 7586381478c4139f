// RUN: hlslc -T vs_6_0 -E main %s | FileCheck %s
// `precise`: what computes a value stored into a precise variable, element
// or struct field is not fast math (no fast-math flags; FP intrinsics become
// !dx.precise dx.op calls), through the operations and memory that produce
// it, also across calls (after inlining) and input reads (loadInput gets
// !dx.precise, as in DXC, whose pass runs after signature lowering); the
// rest stays fast.

float square(float x) { return x * x; }

struct S { precise float p; float q; };

// CHECK-LABEL: define void @main()
// CHECK: fmul float
// CHECK: call float @dx.op.unary.f32(i32 13, float %{{[0-9]+}}), !dx.precise
// CHECK: fadd fast float
// CHECK: fmul float
// CHECK: fmul fast float
float4 main(float a : A, float b : B) : OUT {
  precise float r = square(a);
  precise float s = sin(b);
  float t = a + b;
  S st;
  st.p = b * 3;
  st.q = a * 5;
  return float4(r, s, t, st.p + st.q);
}
