// RUN: hlslc -T cs_6_0 %s -Fre %t.json -Fo %t.dxil
// RUN: FileCheck %s --input-file %t.json
// Non-static, non-resource globals form $Globals (bound first); names of
// cbuffer blocks need not be unique; register(bN, spaceM) binds them.
float g1;               // $Globals 0
int2 g2;                // $Globals 4
static float notIn = 3; // not a constant
RWBuffer<float> Out;    // a resource
cbuffer Dup : register(b3, space1) { float d1; }
cbuffer Dup { float4 d2; }
[numthreads(1, 1, 1)] void main() { Out[0] = g1 + g2.y + notIn + d1 + d2.w; }

// Offsets checked against DXC's listing of the same shader.
// CHECK: {"name": "$Globals", "type": "cbuffer", "space": 0, "register": 0, "size": 12, "size_aligned": 16
// CHECK: {"name": "g1", "offset": 0, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "g2", "offset": 4, "size": 8, "type": "int2", "class": "vector", "component": "int", "rows": 1, "columns": 2, "elements": 0
// CHECK: {"name": "Dup", "type": "cbuffer", "space": 1, "register": 3, "size": 4, "size_aligned": 16
// CHECK: {"name": "d1", "offset": 0, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0
// CHECK: {"name": "Dup", "type": "cbuffer", "space": 0, "register": 1, "size": 16, "size_aligned": 16
// CHECK: {"name": "d2", "offset": 0, "size": 16, "type": "float4", "class": "vector", "component": "float", "rows": 1, "columns": 4, "elements": 0
