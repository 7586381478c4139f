// Mixing packoffset and plain members is only a warning (at the buffer's
// name), and then overlaps are not diagnosed: b sits inside a, c goes after a.
// RUN: hlslc -T cs_6_0 %s -Fre %t.json -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: FileCheck %s --input-file %t.json
cbuffer A {
  float4 a : packoffset(c0);
  float  b : packoffset(c0.y);
  float  c;
}
RWBuffer<float> Out;
[numthreads(1, 1, 1)] void main() { Out[0] = a.x + b + c; }

// WARN: packoffset-mix.hlsl:5:9: warning: cannot mix packoffset elements with nonpackoffset elements in a cbuffer
// WARN-NOT: error
// CHECK: {"name": "A", "type": "cbuffer", "space": 0, "register": 0, "size": 20,
// CHECK: {"name": "a", "offset": 0, "size": 16,
// CHECK: {"name": "b", "offset": 4, "size": 4,
// CHECK: {"name": "c", "offset": 16, "size": 4,
