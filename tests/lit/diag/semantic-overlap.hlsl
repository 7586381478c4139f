// RUN: not hlslc -T ps_6_0 -E sysval %s 2>&1 | FileCheck --check-prefix=SYS %s
// RUN: not hlslc -T ps_6_0 -E arb %s 2>&1 | FileCheck --check-prefix=ARB %s
// DXC's overlap checks: a system value reusing an index of its kind is an
// error on the function, for each such parameter; SV_Coverage and
// SV_InnerCoverage inputs exclude each other. Arbitrary semantics are
// checked by the validator: "validation errors" and no location.

// SYS: semantic-overlap.hlsl:[[# @LINE + 3]]:1: error: Parameter with semantic SV_InnerCoverage has overlapping semantic index at 0.
// SYS: semantic-overlap.hlsl:[[# @LINE + 2]]:1: error: Pixel shader inputs SV_Coverage and SV_InnerCoverage are mutually exclusive.
// SYS-NOT: error
void sysval(uint c : C, in uint inner : SV_InnerCoverage, in uint inner2 : SV_InnerCoverage,
            inout uint cover : SV_Coverage) {
  cover = cover & c;
}

// ARB: hlslc: error: validation errors
// ARB-NEXT: hlslc: error: Semantic 'TEXCOORD' overlap at 0.
struct In { float u : TEXCOORD0; };
float arb(In i, float v : TEXCOORD0) : SV_Target { return i.u + v; }
