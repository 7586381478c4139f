// RUN: hlslc -T cs_6_0 -E main %s -fcgl | FileCheck %s
// Literal ints/floats take the type of the other operand (DXC's literal
// types): uint * 2 stays uint, int / 2 is sdiv, float * 0.5 stays float,
// 1.5 * int becomes float; a literal-only expression is folded.

RWStructuredBuffer<uint> U : register(u0);
RWStructuredBuffer<int> I : register(u1);
RWStructuredBuffer<float> F : register(u2);

// CHECK: %[[A:[0-9]+]] = load i32, ptr %a
// CHECK: %[[M:[0-9]+]] = mul i32 %[[A]], 2
// CHECK: udiv i32 %[[M]], 3
// CHECK: %[[B:[0-9]+]] = load i32, ptr %b
// CHECK: sdiv i32 %[[B]], 2
// CHECK: %[[C:[0-9]+]] = load float, ptr %c
// CHECK: fmul fast float %[[C]], 5.000000e-01
// CHECK: %[[B2:[0-9]+]] = load i32, ptr %b
// CHECK: %[[BF:[0-9]+]] = sitofp i32 %[[B2]] to float
// CHECK: fmul fast float 1.500000e+00, %[[BF]]
// CHECK: store float 1.000000e+01, ptr %d

[numthreads(1, 1, 1)]
void main() {
  uint a = 5;
  int b = -7;
  float c = 3;
  U[0] = a * 2 / 3;
  I[0] = b / 2;
  F[0] = c * 0.5;
  F[1] = 1.5 * b;
  float d = (1 + 2) * 3.0 + 1;
  F[2] = d;
}
