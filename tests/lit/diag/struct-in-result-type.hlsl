// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// A struct cannot be defined in a function's result type (clang/DXC;
// FXC allowed it).

// CHECK: struct-in-result-type.hlsl:[[# @LINE + 1]]:8: error: 'S' cannot be defined in the result type of a function
struct S { int x; } f() { S s; s.x = 1; return s; }
// CHECK: struct-in-result-type.hlsl:[[# @LINE + 1]]:1: error: '(anonymous struct at {{.*}}struct-in-result-type.hlsl:[[# @LINE + 1]]:1)' cannot be defined in the result type of a function
struct { int y; } g() { return (S)0; }

float4 main() : SV_Target { return 0; }
