// RUN: hlslc -T cs_6_0 %s -Fre %t.json -Fo %t.dxil
// RUN: FileCheck %s --input-file %t.json
// packoffset places members where it says; members without one go after the
// end of the last packoffset member (DXC warns about mixing the two).
cbuffer P : register(b0) {
  float4 a : packoffset(c2);     // 32
  float  b : packoffset(c0.y);   // 4
  float2 c : packoffset(c1.z);   // 24
  float  d;                      // 48: after a
}
RWBuffer<float> Out;
[numthreads(1, 1, 1)] void main() { Out[0] = a.x + b + c.y + d; }

// Offsets checked against DXC's listing of the same shader.
// CHECK: {"name": "P", "type": "cbuffer", "space": 0, "register": 0, "size": 52, "size_aligned": 64
// CHECK: {"name": "a", "offset": 32, "size": 16, "type": "float4", "class": "vector", "component": "float", "rows": 1, "columns": 4, "elements": 0
// CHECK: {"name": "b", "offset": 4, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "c", "offset": 24, "size": 8, "type": "float2", "class": "vector", "component": "float", "rows": 1, "columns": 2, "elements": 0
// CHECK: {"name": "d", "offset": 48, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
