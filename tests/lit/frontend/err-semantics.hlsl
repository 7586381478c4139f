// RUN: not hlslc -T cs_6_0 -E main %s -fcgl 2>&1 | FileCheck %s
// Entry parameters need compute system-value semantics of a matching type
// (DXC's messages: a missing one on the function, an invalid one at itself).

[numthreads(1, 1, 1)]
// CHECK: err-semantics.hlsl:[[# @LINE + 3]]:1: error: Semantic must be defined for all parameters of an entry function or patch constant function. [HL4007]
// CHECK: err-semantics.hlsl:[[# @LINE + 2]]:30: error: invalid type 'float' for semantic 'SV_GroupIndex' [HL4007]
// CHECK: err-semantics.hlsl:[[# @LINE + 1]]:58: error: invalid semantic 'SV_Position' for cs 6.0 [HL4007]
void main(uint a, float gi : SV_GroupIndex, float4 pos : SV_Position) {}
