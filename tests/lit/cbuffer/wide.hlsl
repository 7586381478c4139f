// RUN: hlslc -T cs_6_0 %s -Fre %t.json -Fo %t.dxil
// RUN: FileCheck %s --input-file %t.json
// 64-bit components are 8-byte aligned; a double3/double4 (or int64_t3)
// starts a row and spans two.
cbuffer CB : register(b0) {
  float a;        // 0
  double b;       // 8
  float c;        // 16
  int64_t d;      // 24
  double2 e;      // 32
  float f;        // 48
  double3 g;      // 64: 24 bytes
  float h;        // 88
  uint64_t4 i;    // 96: 32 bytes
  int j;          // 128
}
RWBuffer<float> Out;
[numthreads(1, 1, 1)] void main() { Out[0] = a + j; }

// Offsets checked against DXC's listing of the same shader.
// CHECK: {"name": "CB", "type": "cbuffer", "space": 0, "register": 0, "size": 132, "size_aligned": 144
// CHECK: {"name": "a", "offset": 0, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "b", "offset": 8, "size": 8, "type": "double", "class": "scalar", "component": "double", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "c", "offset": 16, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "d", "offset": 24, "size": 8, "type": "int64_t", "class": "scalar", "component": "int64_t", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "e", "offset": 32, "size": 16, "type": "double2", "class": "vector", "component": "double", "rows": 1, "columns": 2, "elements": 0
// CHECK: {"name": "f", "offset": 48, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "g", "offset": 64, "size": 24, "type": "double3", "class": "vector", "component": "double", "rows": 1, "columns": 3, "elements": 0
// CHECK: {"name": "h", "offset": 88, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "i", "offset": 96, "size": 32, "type": "uint64_t4", "class": "vector", "component": "uint64_t", "rows": 1, "columns": 4, "elements": 0
// CHECK: {"name": "j", "offset": 128, "size": 4, "type": "int", "class": "scalar", "component": "int", "rows": 1, "columns": 1, "elements": 0
