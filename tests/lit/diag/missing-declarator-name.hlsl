// RUN: not hlslc -T lib_6_3 %s 2>&1 | FileCheck %s
// A declarator without its name: clang's "expected unqualified-id" (C++),
// and a declaration with no name at all declares nothing (a warning).

struct S { float b; };

// CHECK: [[# @LINE + 1]]:16: error: expected unqualified-id
Buffer<float4> : register(t0);
// CHECK: [[# @LINE + 1]]:11: error: expected unqualified-id
float4 x, : register(c0);
// CHECK: [[# @LINE + 1]]:1: warning: declaration does not declare anything [-Wmissing-declarations]
static float ;
// CHECK: [[# @LINE + 1]]:1: warning: typedef requires a name [-Wmissing-declarations]
typedef float ;
// CHECK: [[# @LINE + 1]]:12: warning: declaration does not declare anything [-Wmissing-declarations]
struct T { float ; float c; };
// CHECK: [[# @LINE + 1]]:13: warning: declaration does not declare anything [-Wmissing-declarations]
cbuffer C { float ; float d; }
// CHECK: [[# @LINE + 1]]:18: error: expected member name or ';' after declaration specifiers
struct U { float 3; };
// CHECK: [[# @LINE + 2]]:9: error: expected identifier
// CHECK: [[# @LINE + 1]]:9: error: expected unqualified-id
cbuffer { float e; }
// CHECK: [[# @LINE + 1]]:11: error: expected identifier
namespace { }

void f() {
  // CHECK: [[# @LINE + 1]]:3: warning: declaration does not declare anything [-Wmissing-declarations]
  float ;
  // CHECK: [[# @LINE + 1]]:10: error: expected unqualified-id
  int a, ;
  S s;
  // CHECK: [[# @LINE + 1]]:15: error: expected unqualified-id
  float g = s.;
}
