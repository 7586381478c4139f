// RUN: hlslc -T cs_6_0 -E main %s -fcgl 2>%t.err | FileCheck %s
// RUN: FileCheck --check-prefix=WARN %s < %t.err
// Implicit conversions: int<->float by signedness, bool in registers as i1
// and i32 in memory, scalar splat, vector truncation (with a warning).

RWStructuredBuffer<float> Out : register(u0);

// CHECK: %[[I:[0-9]+]] = load i32, ptr %i
// CHECK: sitofp i32 %[[I]] to float
// CHECK: %[[U:[0-9]+]] = load i32, ptr %u
// CHECK: uitofp i32 %[[U]] to float
// CHECK: %[[F:[0-9]+]] = load float, ptr %f
// CHECK: fptosi float %[[F]] to i32
// CHECK: fptoui float
// bool local: i32 in memory
// CHECK: %[[FB:[0-9]+]] = fcmp fast une float %{{[0-9]+}}, 0.000000e+00
// CHECK: %[[Z:[0-9]+]] = zext i1 %[[FB]] to i32
// CHECK: store i32 %[[Z]], ptr %b
// CHECK: %[[BL:[0-9]+]] = load i32, ptr %b
// CHECK: %[[BB:[0-9]+]] = icmp ne i32 %[[BL]], 0
// CHECK: uitofp i1 %[[BB]] to float
// truncation float4 -> float2
// CHECK: shufflevector <4 x float> %{{[0-9]+}}, <4 x float> poison, <2 x i32> <i32 0, i32 1>
// WARN: conversions.hlsl:[[# @LINE + 11]]:10: warning: implicit truncation of vector type

[numthreads(1, 1, 1)]
void main() {
  int i = -3;
  uint u = 7;
  float f = 2.5;
  float r = (float)i + u;
  r += (int)f + (uint)f;
  bool b = f;
  r += b;
  float2 t = float4(r, r, 1, 2);
  Out[0] = r + t.y;
}
