// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// RUN: not hlslc -T vs_6_0 -E vs -DVS %s 2>&1 | FileCheck %s --check-prefix=VS
// DXC's validator checks the type of each system value (Meta.SemanticCompType):
// SV_Position is float4, SV_Depth a float, SV_Coverage and the indices uint...

#ifndef VS
struct O {
  float4 c : SV_Target;
  int d : SV_Depth;
};
O main(float2 p : SV_Position) {
  O o;
  o.c = p.xyxy;
  o.d = 1;
  return o;
}
// CHECK: error: validation errors
// CHECK: error: SV_Position must be float4.
// CHECK: error: SV_Depth must be float.
#else
float3 vs(float4 a : A, out float4 rt : SV_RenderTargetArrayIndex) : SV_Position {
  rt = a;
  return a.xyz;
}
// VS: error: validation errors
// VS: error: SV_Position must be float4.
// VS: error: SV_RenderTargetArrayIndex must be uint.
#endif
