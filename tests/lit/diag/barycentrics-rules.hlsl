// RUN: not hlslc -T ps_6_1 -E three %s 2>&1 | FileCheck --check-prefix=THREE %s
// RUN: not hlslc -T ps_6_1 -E same %s 2>&1 | FileCheck --check-prefix=SAME %s
// RUN: not hlslc -T ps_6_1 -E flat %s 2>&1 | FileCheck --check-prefix=FLAT %s
// RUN: hlslc -T ps_6_1 -E ok %s | FileCheck --check-prefix=OK %s
// DXC's validator on SV_Barycentrics inputs: indices 0 and 1, float3, not
// nointerpolation, and at most two of them, one perspective and one not.

// THREE: error: validation errors
// THREE: error: SV_Barycentrics semantic index exceeds maximum (1).
// THREE: error: There can only be up to two input attributes of SV_Barycentrics with different perspective interpolation mode.
float4 three(float3 b0 : SV_Barycentrics, noperspective float3 b1 : SV_Barycentrics1, float3 b2 : SV_Barycentrics2) : SV_Target {
  return 1;
}

// SAME: error: There can only be up to two input attributes of SV_Barycentrics with different perspective interpolation mode.
float4 same(float3 b0 : SV_Barycentrics, centroid float3 b1 : SV_Barycentrics1) : SV_Target { return 1; }

// FLAT: error: SV_Barycentrics cannot be used with 'nointerpolation' type.
float4 flat(nointerpolation float3 b0 : SV_Barycentrics) : SV_Target { return 1; }

// OK: define void @ok()
float4 ok(float3 b0 : SV_Barycentrics, noperspective float3 b1 : SV_Barycentrics1) : SV_Target {
  return float4(b0 + b1, 1);
}
