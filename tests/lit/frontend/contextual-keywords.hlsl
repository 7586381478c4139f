// RUN: hlslc -T cs_6_0 -E main %s -fcgl | FileCheck %s
// DXC's contextual keywords (precise, sample, globallycoherent, center and
// the mesh-shader words) are ordinary identifiers when no type or name
// follows them: locals, parameters, fields, assignments, parentheses
// (FidelityFX's fsr1 callbacks declare and return a variable "sample").
// The other modifiers are keywords: frontend/err-modifier-keywords.hlsl.

RWStructuredBuffer<uint> Out : register(u0);

struct S { uint center; uint precise; uint vertices; };

uint twice(uint sample) { return sample * 2; }

// CHECK-LABEL: define void @main()
// CHECK: %sample = alloca i32
// CHECK: %center = alloca i32
// CHECK: %precise = alloca i32
// CHECK: %globallycoherent = alloca i32
// CHECK: %payload = alloca i32
// CHECK: load i32, ptr %sample
[numthreads(1, 1, 1)]
void main(uint gi : SV_GroupIndex) {
  uint sample = gi * 3;
  uint center = sample + 1;
  uint precise, globallycoherent = 2, payload;
  precise = (center) + 1;
  globallycoherent += 10;
  payload = twice(precise);
  S s = {sample, center, payload};
  Out[gi] = sample + center + globallycoherent + s.center + s.precise + s.vertices;
}
