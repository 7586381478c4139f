// Constants take b/c/i registers only, and no space; DXC's wording.
// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
float4 g : register(t1);
float4 h : register(c1, space1);
cbuffer A { float4 m : register(u0); };
float4 main() : SV_Target { return g + h + m; }

// CHECK: register-c-errors.hlsl:3:12: error: invalid register specification, expected 'b', 'c', or 'i' binding
// CHECK: register-c-errors.hlsl:4:12: error: register space cannot be specified on global constants.
// CHECK: register-c-errors.hlsl:5:24: error: invalid register specification, expected 'b', 'c', or 'i' binding
