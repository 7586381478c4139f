// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// RUN: hlslc -T ps_6_0 -E main -D DEFINED %s | FileCheck %s --check-prefix=OK
// A function the entry calls but nobody defines: DXC names the first one
// code generation meets (breadth first from the entry), mangled, with no
// location. Functions only declared and never called are fine.

float never_called(float x);
float later(float x);
float helper(float x) { return later(x); }
struct S { float get(); };
#ifdef DEFINED
float later(float x) { return x; }
float S::get() { return 1; }
#endif

// CHECK: error: External function used in non-library profile: \01?get@S@@QAAMXZ
// CHECK-NOT: error
// OK: define void @main()
float4 main(float x : X) : SV_Target { S s; return helper(x) + s.get(); }
