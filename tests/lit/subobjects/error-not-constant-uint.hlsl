// RUN: not hlslc -T lib_6_3 %s 2>&1 | FileCheck %s
// A uint field takes an integer constant expression; a uniform global is
// not one (DXC's CodeGen error, at the element), a static const is.
static const uint k = 5;
RaytracingShaderConfig ok = { k, k + 1 };
int i1 = 10;
// CHECK: error-not-constant-uint.hlsl:[[# @LINE + 1]]:36: error: cannot convert to constant unsigned int
RaytracingShaderConfig bad = { 16, i1 };
