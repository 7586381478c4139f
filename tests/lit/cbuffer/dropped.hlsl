// RUN: hlslc -T cs_6_0 %s -Fre %t.json -Fo %t.dxil
// RUN: FileCheck %s --input-file %t.json
// The layout struct drops what holds no data: static and groupshared
// variables, resources, empty structs and zero-sized arrays (also inside
// structs); they take no space.
struct Empty {};
struct Something { int a; float f[0]; };
cbuffer CB : register(b0) {
  float x;                 // 0
  RWBuffer<float> buf;     // a global resource
  Something s;             // 16: only a (size 4)
  static float y = 2;      // a static global
  groupshared float gs;    // a groupshared global
  Empty e;                 // dropped
  float z[0];              // dropped
  float w;                 // 20
}
RWBuffer<float> Out;
[numthreads(1, 1, 1)] void main() { gs = y; Out[0] = x + s.a + w + gs; buf[0] = 1; }

// DXC lists the zero-sized array and the groupshared variable with odd
// offsets; constant-buffers.txt drops them from the layout (w stays at 20).
// CHECK: {"name": "CB", "type": "cbuffer", "space": 0, "register": 0, "size": 24, "size_aligned": 32
// CHECK: {"name": "x", "offset": 0, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "s", "offset": 16, "size": 4, "type": "Something", "class": "struct", "component": "", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "a", "offset": 0, "size": 4, "type": "int", "class": "scalar", "component": "int", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "w", "offset": 20, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
