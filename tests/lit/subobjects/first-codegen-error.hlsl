// RUN: not hlslc -T lib_6_3 %s 2>&1 | FileCheck %s --implicit-check-not=error:
// As DXC's CodeGen, which stops at its first error, only the first
// subobject that cannot be evaluated is reported.
// CHECK: first-codegen-error.hlsl:[[# @LINE + 1]]:30: error: empty string not expected here
GlobalRootSignature grs1 = { "" };
GlobalRootSignature grs2 = { "" };
