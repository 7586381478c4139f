// RUN: hlslc -T ps_6_0 -E main %s -Fre %t.json -Fo %t.dxil
// RUN: FileCheck %s --input-file %t.json
// Reflection of a ConstantBuffer<S> whose S holds resources: the buffer's
// variable has S's data members only (size 20, as DXC's listing), the
// resource fields are resources of their own in space 0, the view keeps its
// register and space.

struct S { float4 a; Texture2D tex; SamplerState samp; float b; };
ConstantBuffer<S> C1 : register(b2, space1);

float4 main(float2 uv : TEXCOORD) : SV_Target { return C1.tex.Sample(C1.samp, uv) * C1.a * C1.b; }

// CHECK: {"name": "C1", "type": "cbuffer", "space": 1, "register": 2, "size": 20, "size_aligned": 32
// CHECK-NEXT: "variables": [
// CHECK-NEXT: {"name": "C1", "offset": 0, "size": 20, "type": "S", "class": "struct", "component": "", "rows": 1, "columns": 1, "elements": 0, "members": [
// CHECK-NEXT: {"name": "a", "offset": 0, "size": 16, "type": "float4", "class": "vector", "component": "float", "rows": 1, "columns": 4, "elements": 0},
// CHECK-NEXT: {"name": "b", "offset": 16, "size": 4, "type": "float", "class": "scalar", "component": "float", "rows": 1, "columns": 1, "elements": 0}
// CHECK-NEXT: ]}
// CHECK: "resources": [
// CHECK-NEXT: {"name": "C1.tex", "type": "texture", "class": "t", "space": 0, "register": 0, "count": 1, "id": 0, "dimension": "texture2d", "return_type": "float"},
// CHECK-NEXT: {"name": "C1", "type": "cbuffer", "class": "b", "space": 1, "register": 2, "count": 1, "id": 0, "dimension": "", "return_type": "", "size": 20},
// CHECK-NEXT: {"name": "C1.samp", "type": "sampler", "class": "s", "space": 0, "register": 0, "count": 1, "id": 0, "dimension": "", "return_type": ""}
