// RUN: hlslc -T ps_6_1 -E main %s -Fo %t.dxil
// RUN: obj2yaml %t.dxil | FileCheck %s
// An input read only by attribute evaluations (EvaluateAttributeAtSample,
// EvaluateAttributeCentroid, EvaluateAttributeSnapped, GetAttributeAtVertex)
// is not "used" in the input signature: DXC's usage mask counts LoadInput
// only, and an evaluation is an op of its own. A component also read
// directly (b.w) is used. ISG1 as DXC writes it for this shader.

// CHECK: Name: ISG1
// CHECK: Name: TEXCOORD
// CHECK-NEXT: Index: 0
// CHECK: ExclusiveMask: 0
// CHECK: Name: TEXCOORD
// CHECK-NEXT: Index: 1
// CHECK: ExclusiveMask: 8
// CHECK: Name: COLOR
// CHECK: ExclusiveMask: 0
// CHECK: Name: TEXCOORD
// CHECK-NEXT: Index: 2
// CHECK: ExclusiveMask: 0
// CHECK: Name: OSG1

float4 main(float4 a : TEXCOORD0, float4 b : TEXCOORD1, nointerpolation float4 c : COLOR,
            sample float2 d : TEXCOORD2, uint s : SV_SampleIndex) : SV_Target {
  float4 r = EvaluateAttributeAtSample(a, s) + EvaluateAttributeCentroid(b.xy).xyxy;
  r += GetAttributeAtVertex(c, 1);
  r.x += b.w;          // b.w is also read directly: used
  r.xy += EvaluateAttributeSnapped(d, int2(1, 1));
  return r;
}
