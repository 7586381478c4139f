// CalculateLevelOfDetail with a SamplerComparisonState needs shader model
// 6.8: DXC's error.
// RUN: not hlslc -T ps_6_7 -E main %s 2>&1 | FileCheck %s
// CHECK: methods-Texture2D-err-lodcmp.hlsl:8:10: error: overload of intrinsic CalculateLevelOfDetail with SamplerComparisonState requires shader model 6.8 or greater
Texture2D t;
SamplerComparisonState sc;
float4 main(float2 uv : UV) : SV_Target {
  return t.CalculateLevelOfDetail(sc, uv);
}
