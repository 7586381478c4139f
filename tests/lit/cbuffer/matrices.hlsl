// RUN: hlslc -T cs_6_0 %s -Fre %t.json -Fo %t.dxil
// RUN: FileCheck %s --input-file %t.json
// Matrices: column_major (default) stores each column in its own row,
// row_major each row; one-column / one-row matrices pack like vectors;
// 64-bit 3- and 4-component vectors of a matrix take 32 bytes.
cbuffer CB : register(b0) {
  float a;                  // 0
  float4x3 cm;              // 16: 3 columns, size 2*16 + 16 = 48
  float b;                  // 64
  row_major float4x3 rm;    // 80: 4 rows of 12, size 3*16 + 12 = 60
  float c;                  // 140
  float3x1 col1;            // 144: one column (12 bytes) packs like a float3
  float d;                  // 156
  row_major float1x3 row1;  // 160
  float e;                  // 172
  double3x3 dm;             // 176: columns of 24 bytes, 32 apart: size 88
  float f;                  // 264
  float2x2 ma[2];           // 272: elements 32 apart (24 bytes each), size 56
  float g;                  // 328
}
RWBuffer<float> Out;
[numthreads(1, 1, 1)] void main() { Out[0] = a + g; }

// Offsets checked against DXC's listing of the same shader.
// CHECK: {"name": "CB", "type": "cbuffer", "space": 0, "register": 0, "size": 332, "size_aligned": 336
// CHECK: {"name": "a", "offset": 0, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "cm", "offset": 16, "size": 48, "type": "float4x3", "class": "matrix_columns", "component": "float", "rows": 4, "columns": 3, "elements": 0
// CHECK: {"name": "b", "offset": 64, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "rm", "offset": 80, "size": 60, "type": "float4x3", "class": "matrix_rows", "component": "float", "rows": 4, "columns": 3, "elements": 0
// CHECK: {"name": "c", "offset": 140, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "col1", "offset": 144, "size": 12, "type": "float3x1", "class": "matrix_columns", "component": "float", "rows": 3, "columns": 1, "elements": 0
// CHECK: {"name": "d", "offset": 156, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "row1", "offset": 160, "size": 12, "type": "float1x3", "class": "matrix_rows", "component": "float", "rows": 1, "columns": 3, "elements": 0
// CHECK: {"name": "e", "offset": 172, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "dm", "offset": 176, "size": 88, "type": "double3x3", "class": "matrix_columns", "component": "double", "rows": 3, "columns": 3, "elements": 0
// CHECK: {"name": "f", "offset": 264, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "ma", "offset": 272, "size": 56, "type": "float2x2", "class": "matrix_columns", "component": "float", "rows": 2, "columns": 2, "elements": 2, "dims": [2], "stride": 32
// CHECK: {"name": "g", "offset": 328, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
