// RUN: not hlslc -T lib_6_3 %s 2>&1 | FileCheck %s
// A string field takes a string literal: a string variable is not a
// constant (DXC's CodeGen error, at the element).
string s1 = "abc";
// CHECK: error-not-constant-string.hlsl:[[# @LINE + 1]]:39: error: cannot convert to constant string
SubobjectToExportsAssociation sea = { s1, "a;b" };
