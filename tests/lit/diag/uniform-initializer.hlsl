// RUN: hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// RUN: not hlslc -T ps_6_0 -E main -DERR %s 2>&1 | FileCheck %s --check-prefix=ERR
// A global uniform's initializer is checked like any expression (its errors
// are errors), then ignored with DXC's warning at the variable.

float x;
#ifdef ERR
// ERR: uniform-initializer.hlsl:[[# @LINE + 2]]:16: error: use of undeclared identifier 'b' [HL4001]
// ERR: uniform-initializer.hlsl:[[# @LINE + 1]]:21: error: use of undeclared identifier 'c' [HL4001]
float a = (x < b) ? c : 1;
#else
// CHECK: uniform-initializer.hlsl:[[# @LINE + 1]]:7: warning: Initializer of external global will be ignored [HL4502]
float a = x + 1;
#endif
// CHECK: define void @main()
float4 main() : SV_Target { return a; }
