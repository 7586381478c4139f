// RUN: not hlslc -T vs_6_0 -E main %s 2>&1 | FileCheck %s
// RUN: hlslc -T vs_6_0 -E main -D FIXED %s | FileCheck %s --check-prefix=OK
// Recursion through a cycle of calls is found from the entry and reported
// once, at the start of the first function found calling itself again.

float B(float x);
// CHECK: recursion-mutual.hlsl:[[# @LINE + 2]]:1: error: recursive functions are not allowed: function 'main' calls recursive function 'A'
// CHECK-NEXT: float A(float x) { return B(x) + 1; }
float A(float x) { return B(x) + 1; }
// CHECK: recursion-mutual.hlsl:[[# @LINE - 1]]:1: note: recursive function located here:
#ifdef FIXED
float B(float x) { return x; }
#else
float B(float x) { return A(x * 0.5); }
#endif
// CHECK-NOT: error
// OK: define void @main()
float4 main(float x : X) : SV_Position { return A(x) + A(x + 1); }
