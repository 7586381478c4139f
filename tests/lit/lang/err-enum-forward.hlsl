// RUN: not hlslc -T cs_6_0 -E main -HV 2021 %s 2>&1 | FileCheck %s
// RUN: not hlslc -T cs_6_0 -E main -HV 2021 -DUSE %s 2>&1 | FileCheck %s --check-prefix=USE
// HLSL is C++98 to clang: an enum cannot be declared without its
// enumerators (no `enum E : int;`), and `enum E` must name an enum
// declared before.

#ifndef USE
// CHECK: err-enum-forward.hlsl:[[# @LINE + 1]]:6: error: ISO C++ forbids forward references to 'enum' types
enum E : int;
#else
// USE: err-enum-forward.hlsl:[[# @LINE + 1]]:13: error: ISO C++ forbids forward references to 'enum' types
static enum Later g;
#endif
enum Later { A };

[numthreads(1, 1, 1)]
void main() {}
