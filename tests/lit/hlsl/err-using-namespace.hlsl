// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// `using namespace` must name a declared namespace.

namespace N { float f() { return 1; } }
// CHECK: err-using-namespace.hlsl:[[# @LINE + 1]]:17: error: expected namespace name [HL3008]
using namespace Q;
float main() : SV_Target { return N::f(); }
