// RUN: not hlslc -T vs_6_3 -E param %s 2>&1 | FileCheck --check-prefix=PARAM %s
// RUN: not hlslc -T vs_6_0 -E ret %s 2>&1 | FileCheck --check-prefix=RET %s
// RUN: not hlslc -T vs_6_3 -E field %s 2>&1 | FileCheck --check-prefix=FIELD %s
// A semantic not valid for the stage: written on a parameter or return
// value, Sema's error at the semantic; on a struct field, DXC finds it
// when lowering the signature and reports it on the function.

// PARAM: invalid-semantic-location.hlsl:[[# @LINE + 1]]:41: error: invalid semantic 'SV_ShadingRate' for vs 6.3
float4 param(float4 p : P, out uint r : SV_ShadingRate) : SV_Position { r = 0; return p; }

// RET: invalid-semantic-location.hlsl:[[# @LINE + 1]]:28: error: invalid semantic 'SV_Target' for vs 6.0
float4 ret(float4 p : P) : SV_Target { return p; }

struct VOut { float4 pos : SV_Position; uint rate : SV_ShadingRate; };
// FIELD: invalid-semantic-location.hlsl:[[# @LINE + 1]]:1: error: Semantic SV_ShadingRate is invalid for shader model: vs
VOut field(float4 pos : Pos, uint rate : R) {
  VOut o;
  o.pos = pos;
  o.rate = rate;
  return o;
}
