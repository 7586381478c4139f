// RUN: hlslc -T cs_6_0 %s -Fre %t.json -Fo %t.dxil
// RUN: FileCheck %s --input-file %t.json
// Scalars and vectors: aligned to their component size, never straddling a
// 16-byte row (offsets as DXC lays them out).
cbuffer CB : register(b0) {
  float  a;   // 0
  float3 b;   // 4: fits in row 0
  float2 c;   // 16: would straddle row 0
  float  d;   // 24
  float3 e;   // 32: 28 + 12 > 32
  int    f;   // 44
  bool   g;   // 48: bool takes 4 bytes
  uint2  h;   // 52
  float4 i;   // 64
  int    j;   // 80
}
RWBuffer<float> Out;
[numthreads(1, 1, 1)] void main() { Out[0] = a + j; }

// Offsets checked against DXC's listing of the same shader.
// CHECK: {"name": "CB", "type": "cbuffer", "space": 0, "register": 0, "size": 84, "size_aligned": 96
// CHECK: {"name": "a", "offset": 0, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "b", "offset": 4, "size": 12, "type": "float3", "class": "vector", "component": "float", "rows": 1, "columns": 3, "elements": 0
// CHECK: {"name": "c", "offset": 16, "size": 8, "type": "float2", "class": "vector", "component": "float", "rows": 1, "columns": 2, "elements": 0
// CHECK: {"name": "d", "offset": 24, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "e", "offset": 32, "size": 12, "type": "float3", "class": "vector", "component": "float", "rows": 1, "columns": 3, "elements": 0
// CHECK: {"name": "f", "offset": 44, "size": 4, "type": "int", "class": "scalar", "component": "int", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "g", "offset": 48, "size": 4, "type": "bool", "class": "scalar", "component": "bool", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "h", "offset": 52, "size": 8, "type": "uint2", "class": "vector", "component": "uint", "rows": 1, "columns": 2, "elements": 0
// CHECK: {"name": "i", "offset": 64, "size": 16, "type": "float4", "class": "vector", "component": "float", "rows": 1, "columns": 4, "elements": 0
// CHECK: {"name": "j", "offset": 80, "size": 4, "type": "int", "class": "scalar", "component": "int", "rows": 1, "columns": 1, "elements": 0
