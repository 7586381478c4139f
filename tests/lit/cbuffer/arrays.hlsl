// RUN: hlslc -T cs_6_0 %s -Fre %t.json -Fo %t.dxil
// RUN: FileCheck %s --input-file %t.json
// Arrays: every element starts a row, the last one is not padded (a float[3]
// is 16 + 16 + 4 = 36 bytes) and the next member may use the rest of the row.
cbuffer CB : register(b0) {
  float  s;        // 0
  float  a[3];     // 16, stride 16, size 36
  float  t;        // 52: after a[2]
  float2 v[2];     // 64, size 24
  float  u;        // 88
  int    m[2][3];  // 96: 6 elements, stride 16, size 84
  float  w;        // 180
  float3 x[2];     // 192, size 28
  float  y;        // 220
}
RWBuffer<float> Out;
[numthreads(1, 1, 1)] void main() { Out[0] = s + y; }

// Offsets checked against DXC's listing of the same shader.
// CHECK: {"name": "CB", "type": "cbuffer", "space": 0, "register": 0, "size": 224, "size_aligned": 224
// CHECK: {"name": "s", "offset": 0, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "a", "offset": 16, "size": 36, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 3, "dims": [3], "stride": 16
// CHECK: {"name": "t", "offset": 52, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "v", "offset": 64, "size": 24, "type": "float2", "class": "vector", "component": "float", "rows": 1, "columns": 2, "elements": 2, "dims": [2], "stride": 16
// CHECK: {"name": "u", "offset": 88, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "m", "offset": 96, "size": 84, "type": "int", "class": "scalar", "component": "int", "rows": 1, "columns": 1, "elements": 6, "dims": [2, 3], "stride": 16
// CHECK: {"name": "w", "offset": 180, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "x", "offset": 192, "size": 28, "type": "float3", "class": "vector", "component": "float", "rows": 1, "columns": 3, "elements": 2, "dims": [2], "stride": 16
// CHECK: {"name": "y", "offset": 220, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
