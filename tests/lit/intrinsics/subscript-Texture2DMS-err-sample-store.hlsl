// Texture2DMS.sample[s][pos] is read-only (only the RW textures take stores).
// RUN: not hlslc -T ps_6_7 -E main %s 2>&1 | FileCheck %s
// CHECK: error: cannot assign
Texture2DMS<float4> t;
float4 main(float4 p : P) : SV_Target {
  t.sample[1][uint2(p.xy)] = 1;
  return 0;
}
