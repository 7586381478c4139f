// RUN: hlslc -T cs_6_0 %s -Fre %t.json -Fo %t.dxil
// RUN: FileCheck %s --input-file %t.json
// Structs start a row; their size is the end of their last member (not
// rounded), so the next member packs into the struct's last row; arrays of
// structs have row-rounded strides. Struct members report offsets relative to
// the struct.
struct Inner { float a; float2 b; };               // size 12
struct Outer { int2 p; struct { int q[2]; int2 r; int2 s; } n; int t; };
cbuffer CB : register(b0) {
  float f;        // 0
  Inner in1;      // 16
  float g;        // 28: packs after in1
  Outer o;        // 32
  Inner arr[2];   // 96, stride 16, size 28
  float h;        // 124
}
RWBuffer<float> Out;
[numthreads(1, 1, 1)] void main() { Out[0] = f + h; }

// Offsets checked against DXC's listing of the same shader.
// CHECK: {"name": "CB", "type": "cbuffer", "space": 0, "register": 0, "size": 128, "size_aligned": 128
// CHECK: {"name": "f", "offset": 0, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "in1", "offset": 16, "size": 12, "type": "Inner", "class": "struct", "component": "", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "a", "offset": 0, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "b", "offset": 4, "size": 8, "type": "float2", "class": "vector", "component": "float", "rows": 1, "columns": 2, "elements": 0
// CHECK: {"name": "g", "offset": 28, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "o", "offset": 32, "size": 60, "type": "Outer", "class": "struct", "component": "", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "p", "offset": 0, "size": 8, "type": "int2", "class": "vector", "component": "int", "rows": 1, "columns": 2, "elements": 0
// CHECK: {"name": "n", "offset": 16, "size": 40, "type": "(anonymous struct)", "class": "struct", "component": "", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "q", "offset": 0, "size": 20, "type": "int", "class": "scalar", "component": "int", "rows": 1, "columns": 1, "elements": 2, "dims": [2], "stride": 16
// CHECK: {"name": "r", "offset": 20, "size": 8, "type": "int2", "class": "vector", "component": "int", "rows": 1, "columns": 2, "elements": 0
// CHECK: {"name": "s", "offset": 32, "size": 8, "type": "int2", "class": "vector", "component": "int", "rows": 1, "columns": 2, "elements": 0
// CHECK: {"name": "t", "offset": 56, "size": 4, "type": "int", "class": "scalar", "component": "int", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "arr", "offset": 96, "size": 28, "type": "Inner", "class": "struct", "component": "", "rows": 1, "columns": 1, "elements": 2, "dims": [2], "stride": 16
// CHECK: {"name": "a", "offset": 0, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "b", "offset": 4, "size": 8, "type": "float2", "class": "vector", "component": "float", "rows": 1, "columns": 2, "elements": 0
// CHECK: {"name": "h", "offset": 124, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
