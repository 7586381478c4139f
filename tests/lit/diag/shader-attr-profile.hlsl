// RUN: not hlslc -T cs_6_0 -E main %s 2>&1 | FileCheck %s
// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s --check-prefix=OK
// [shader("kind")] on the entry must name the profile's kind.

// CHECK: shader-attr-profile.hlsl:[[# @LINE + 1]]:2: error: entry type 'compute' from profile 'cs_6_0' conflicts with shader attribute type 'pixel' on entry function 'main'.
[shader("pixel")]
[numthreads(1, 1, 1)]
// OK: define void @main()
float4 main() : SV_Target { return 1; }
