// RUN: hlslc -T ps_6_1 -E main %s | FileCheck %s
// GetAttributeAtVertex reads its nointerpolation input through
// dx.op.attributeAtVertex, and SV_Barycentrics has no register: the
// outputs depend on no input (DXC's table is all zeros).

// CHECK-NOT: depends on inputs
// CHECK: !{[6 x i32] [i32 4, i32 4, i32 0, i32 0, i32 0, i32 0]}

float4 main(nointerpolation float4 c : COLOR, float3 b : SV_Barycentrics) : SV_Target {
  return GetAttributeAtVertex(c, 1) * b.x + GetAttributeAtVertex(c, 2) * b.y;
}
