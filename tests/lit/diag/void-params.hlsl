// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// clang's rules for `void` among parameters, and HLSL's refusal of
// pointers, references and variadic functions; each is reported and parsing
// goes on. `(void)` alone is an empty parameter list.

// CHECK: void-params.hlsl:[[# @LINE + 1]]:17: error: argument may not have 'void' type
void named(void a) {}
// CHECK: void-params.hlsl:[[# @LINE + 1]]:16: error: pointers are unsupported in HLSL
void ptr(float *p) {}
// CHECK: void-params.hlsl:[[# @LINE + 1]]:16: error: references are unsupported in HLSL
void ref(float &r) {}
// CHECK: void-params.hlsl:[[# @LINE + 1]]:10: error: 'void' as parameter must not have type qualifiers
void qual(const void) {}
// CHECK: void-params.hlsl:[[# @LINE + 1]]:12: error: 'void' must be the first and only parameter if specified
void second(float a, void) {}
// CHECK: void-params.hlsl:[[# @LINE + 2]]:21: error: variadic arguments is unsupported in HLSL
// CHECK: void-params.hlsl:[[# @LINE + 1]]:14: error: 'void' must be the first and only parameter if specified
void variadic(void, ...) {}
// CHECK: void-params.hlsl:[[# @LINE + 1]]:21: error: variadic arguments is unsupported in HLSL
void varargs(int a, ...) {}
// CHECK-NOT: error
float none(void) { return 1; }

float4 main() : SV_Target { return none(); }
