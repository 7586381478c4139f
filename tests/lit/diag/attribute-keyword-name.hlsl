// RUN: not hlslc -T lib_6_6 %s -Fo %t.dxil 2>&1 | FileCheck %s
// A keyword is no attribute name (DXC: "expected identifier"): the
// attribute list is skipped and parsing goes on after it, so the struct is
// still defined (no error at its uses).

// CHECK: attribute-keyword-name.hlsl:[[# @LINE + 1]]:9: error: expected identifier
struct [payload] S { int a; };
// CHECK-NOT: error
[shader("miss")] void m(inout S p) { p.a = 1; }
