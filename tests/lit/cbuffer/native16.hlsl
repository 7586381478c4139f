// RUN: hlslc -T cs_6_2 -enable-16bit-types %s -Fre %t.json -Fo %t.dxil
// RUN: FileCheck %s --input-file %t.json
// With -enable-16bit-types half and int16_t take 2 bytes. Inside structs
// min16float is still 4-byte aligned (DXC aligns by the HLSL type), and a
// 16-bit matrix's size counts 4 bytes per component.
struct S { half a; min16float b; float c; half3 d; int16_t e; };
cbuffer CB : register(b0) {
  float a;          // 0
  half b;           // 4
  half c;           // 6
  float d;          // 8
  half2 e;          // 12
  half f;           // 16
  S s;              // 32: a 32, b 36, c 40, d 48, e 54
  float g;          // 56
  half2x3 m;        // 64: 3 columns, size 2*16 + 2*4 = 40
  half h;           // 104
  uint16_t4 u;      // 112
}
RWBuffer<float> Out;
[numthreads(1, 1, 1)] void main() { Out[0] = a + h; }

// Offsets checked against DXC's listing of the same shader.
// CHECK: {"name": "CB", "type": "cbuffer", "space": 0, "register": 0, "size": 120, "size_aligned": 128
// CHECK: {"name": "a", "offset": 0, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "b", "offset": 4, "size": 2, "type": "half", "class": "scalar", "component": "half", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "c", "offset": 6, "size": 2, "type": "half", "class": "scalar", "component": "half", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "d", "offset": 8, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "e", "offset": 12, "size": 4, "type": "half2", "class": "vector", "component": "half", "rows": 1, "columns": 2, "elements": 0
// CHECK: {"name": "f", "offset": 16, "size": 2, "type": "half", "class": "scalar", "component": "half", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "s", "offset": 32, "size": 24, "type": "S", "class": "struct", "component": "", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "a", "offset": 0, "size": 2, "type": "half", "class": "scalar", "component": "half", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "b", "offset": 4, "size": 2, "type": "half", "class": "scalar", "component": "half", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "c", "offset": 8, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "d", "offset": 16, "size": 6, "type": "half3", "class": "vector", "component": "half", "rows": 1, "columns": 3, "elements": 0
// CHECK: {"name": "e", "offset": 22, "size": 2, "type": "int16_t", "class": "scalar", "component": "int16_t", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "g", "offset": 56, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "m", "offset": 64, "size": 40, "type": "half2x3", "class": "matrix_columns", "component": "half", "rows": 2, "columns": 3, "elements": 0
// CHECK: {"name": "h", "offset": 104, "size": 2, "type": "half", "class": "scalar", "component": "half", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "u", "offset": 112, "size": 8, "type": "uint16_t4", "class": "vector", "component": "uint16_t", "rows": 1, "columns": 4, "elements": 0
