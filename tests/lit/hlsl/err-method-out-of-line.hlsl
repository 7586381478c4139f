// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// An out-of-line member function definition needs a declaration in the
// struct; a qualified function name needs a known namespace or struct.

struct S { float x; };
// CHECK: err-method-out-of-line.hlsl:[[# @LINE + 1]]:10: error: out-of-line definition of 'get' does not match any declaration in 'S' [HL3009]
float S::get() { return x; }
float main() : SV_Target { return 0; }

// CHECK: err-method-out-of-line.hlsl:[[# @LINE + 1]]:7: error: use of undeclared identifier 'Q' [HL3008]
float Q::g() { return 5; }
