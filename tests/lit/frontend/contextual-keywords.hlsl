// RUN: hlslc -T cs_6_0 -E main %s -fcgl | FileCheck %s
// Interpolation / geometry words (sample, point, line, center...) are
// contextual: they are ordinary identifiers when no type or name follows
// (FidelityFX's fsr1 callbacks declare and return a variable "sample").

RWStructuredBuffer<uint> Out : register(u0);

// CHECK-LABEL: define void @main()
// CHECK: %sample = alloca i32
// CHECK: %point = alloca i32
// CHECK: load i32, ptr %sample
[numthreads(1, 1, 1)]
void main(uint gi : SV_GroupIndex) {
  uint sample = gi * 3;
  uint point = sample + 1;
  Out[gi] = sample + point;
}
