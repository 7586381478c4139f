// RUN: hlslc -T lib_6_7 %s -Fo %t.dxil 2>&1 | FileCheck %s
// RUN: hlslc -T lib_6_7 %s -Fo %t.dxil -Wno-unknown-attributes 2>&1 | FileCheck --check-prefix=OFF --allow-empty %s
// Attributes after `struct` other than [raypayload] and
// [NodeTrackRWInputSharing] are ignored with DXC's warning (one per
// attribute, with or without arguments, in one list or several), and the
// struct is defined as written.
// OFF-NOT: warning

// CHECK: attribute-struct-head.hlsl:[[# @LINE + 1]]:9: warning: unknown attribute 'foo' ignored [-Wunknown-attributes]
struct [foo] A { float a; };
// CHECK: [[# @LINE + 2]]:9: warning: unknown attribute 'bar' ignored
// CHECK: [[# @LINE + 1]]:20: warning: unknown attribute 'baz' ignored
struct [bar(1, 2)][baz] B { float b; };
// CHECK-NOT: warning
struct [raypayload] P { float c : read(caller) : write(caller, miss); };

[shader("miss")]
void m(inout P p) { A x = {1}; B y = {2}; p.c = x.a + y.b; }
