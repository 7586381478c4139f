// in/out/inout are parameter usages: DXC rejects them on global and local
// variables (err_hlsl_usage_not_on_parameter).
// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// CHECK: usage-in-out-on-variable.hlsl:8:1: error: HLSL usage 'in' is only valid on a parameter
// CHECK: usage-in-out-on-variable.hlsl:9:1: error: HLSL usage 'out' is only valid on a parameter
// CHECK: usage-in-out-on-variable.hlsl:10:1: error: HLSL usage 'inout' is only valid on a parameter
// CHECK: usage-in-out-on-variable.hlsl:12:3: error: HLSL usage 'out' is only valid on a parameter
in float g1;
out float4 g2;
inout float g3;
float4 main(in float4 a : A) : SV_Target {
  out float l = 1;
  return a;
}
