// RUN: hlslc -T cs_6_0 %s -Fre %t.json -Fo %t.dxil
// RUN: FileCheck %s --input-file %t.json
// Without -enable-16bit-types min16float & co. take 4 bytes, and at the top
// level a new row starts whenever the row would mix min-precision and
// full-precision values; structs leave the row "full precision", arrays
// leave it unchanged. Inside structs the rule does not apply.
struct S { min16float y; float z; };
cbuffer CB : register(b0) {
  float a;             // 0
  min16float b;        // 16: new row
  min16float c;        // 20
  float d;             // 32: new row
  min16float2 e;       // 48
  half f;              // 64: half is float here
  S s;                 // 80: y 80, z 84
  min16float g;        // 96: struct leaves the row full precision
  min16float ar[2];    // 112
  float h;             // 144: the array did not change the row's kind
}
RWBuffer<float> Out;
[numthreads(1, 1, 1)] void main() { Out[0] = a + h; }

// Offsets checked against DXC's listing of the same shader.
// CHECK: {"name": "CB", "type": "cbuffer", "space": 0, "register": 0, "size": 148, "size_aligned": 160
// CHECK: {"name": "a", "offset": 0, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "b", "offset": 16, "size": 4, "type": "min16float", "class": "scalar", "component": "min16float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "c", "offset": 20, "size": 4, "type": "min16float", "class": "scalar", "component": "min16float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "d", "offset": 32, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "e", "offset": 48, "size": 8, "type": "min16float2", "class": "vector", "component": "min16float", "rows": 1, "columns": 2, "elements": 0
// CHECK: {"name": "f", "offset": 64, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "s", "offset": 80, "size": 8, "type": "S", "class": "struct", "component": "", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "y", "offset": 0, "size": 4, "type": "min16float", "class": "scalar", "component": "min16float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "z", "offset": 4, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "g", "offset": 96, "size": 4, "type": "min16float", "class": "scalar", "component": "min16float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "ar", "offset": 112, "size": 20, "type": "min16float", "class": "scalar", "component": "min16float", "rows": 1, "columns": 1, "elements": 2, "dims": [2], "stride": 16
// CHECK: {"name": "h", "offset": 144, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
