// #pragma pack_matrix and row_major/column_major qualifiers choose the
// orientation; -Zpr makes row_major the default.
// RUN: hlslc -T cs_6_0 %s -Fre %t.json -Fo %t.dxil
// RUN: FileCheck %s --input-file %t.json
// RUN: hlslc -T cs_6_0 -Zpr %s -Fre %t.zpr.json -Fo %t.zpr.dxil
// RUN: FileCheck %s --check-prefix=ZPR --input-file %t.zpr.json
cbuffer A : register(b0) {
  float2x3 m0;        // column_major: 3 columns
  float x0;
}
#pragma pack_matrix(row_major)
cbuffer B : register(b1) {
  float2x3 m1;        // row_major: 2 rows
  float x1;
  column_major float2x3 m2;
  float x2;
}
#pragma pack_matrix(column_major)
cbuffer C : register(b2) {
  float2x3 m3;
  float x3;
}
RWBuffer<float> Out;
[numthreads(1, 1, 1)] void main() { Out[0] = x0 + x1 + x3; }

// CHECK: {"name": "A", "type": "cbuffer", "space": 0, "register": 0, "size": 44, "size_aligned": 48
// CHECK: {"name": "m0", "offset": 0, "size": 40, "type": "float2x3", "class": "matrix_columns", "component": "float", "rows": 2, "columns": 3, "elements": 0
// CHECK: {"name": "x0", "offset": 40, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "B", "type": "cbuffer", "space": 0, "register": 1, "size": 76, "size_aligned": 80
// CHECK: {"name": "m1", "offset": 0, "size": 28, "type": "float2x3", "class": "matrix_rows", "component": "float", "rows": 2, "columns": 3, "elements": 0
// CHECK: {"name": "x1", "offset": 28, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "m2", "offset": 32, "size": 40, "type": "float2x3", "class": "matrix_columns", "component": "float", "rows": 2, "columns": 3, "elements": 0
// CHECK: {"name": "x2", "offset": 72, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "C", "type": "cbuffer", "space": 0, "register": 2, "size": 44, "size_aligned": 48
// CHECK: {"name": "m3", "offset": 0, "size": 40, "type": "float2x3", "class": "matrix_columns", "component": "float", "rows": 2, "columns": 3, "elements": 0
// CHECK: {"name": "x3", "offset": 40, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// ZPR: {"name": "A", "type": "cbuffer", "space": 0, "register": 0, "size": 32, "size_aligned": 32
// ZPR: {"name": "m0", "offset": 0, "size": 28, "type": "float2x3", "class": "matrix_rows", "component": "float", "rows": 2, "columns": 3, "elements": 0
// ZPR: {"name": "x0", "offset": 28, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// ZPR: {"name": "B", "type": "cbuffer", "space": 0, "register": 1, "size": 76, "size_aligned": 80
// ZPR: {"name": "m1", "offset": 0, "size": 28, "type": "float2x3", "class": "matrix_rows", "component": "float", "rows": 2, "columns": 3, "elements": 0
// ZPR: {"name": "x1", "offset": 28, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// ZPR: {"name": "m2", "offset": 32, "size": 40, "type": "float2x3", "class": "matrix_columns", "component": "float", "rows": 2, "columns": 3, "elements": 0
// ZPR: {"name": "x2", "offset": 72, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// ZPR: {"name": "C", "type": "cbuffer", "space": 0, "register": 2, "size": 44, "size_aligned": 48
// ZPR: {"name": "m3", "offset": 0, "size": 40, "type": "float2x3", "class": "matrix_columns", "component": "float", "rows": 2, "columns": 3, "elements": 0
// ZPR: {"name": "x3", "offset": 40, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
