// -Gfp / -Gfa: every if and switch without [branch] or [flatten] gets the
// hint (DXC's prefer/avoid flow control); -Gfa needs -all_resources_bound
// and the two exclude each other.
// RUN: hlslc -T ps_6_0 -E main -Gfp %s | FileCheck %s --check-prefix=GFP
// RUN: hlslc -T ps_6_0 -E main -Gfa -all_resources_bound %s | FileCheck %s --check-prefix=GFA
// RUN: not hlslc -T ps_6_0 -E main -Gfa %s 2>&1 | FileCheck %s --check-prefix=ARB
// RUN: not hlslc -T ps_6_0 -E main -Gfa -Gfp -all_resources_bound %s 2>&1 | FileCheck %s --check-prefix=BOTH
// GFP: br i1 %{{[0-9]+}}, label %{{[0-9]+}}, label %{{[0-9]+}}, !dx.controlflow.hints ![[A:[0-9]+]]
// GFP: switch i32 %{{[0-9]+}}, label %{{[0-9]+}} [
// GFP: ], !dx.controlflow.hints ![[S:[0-9]+]]
// GFP-DAG: ![[A]] = distinct !{![[A]], !"dx.controlflow.hints", i32 1}
// GFP-DAG: ![[S]] = distinct !{![[S]], !"dx.controlflow.hints", i32 5, i32 1}
// GFA: !"dx.controlflow.hints", i32 2}
// GFA: !"dx.controlflow.hints", i32 5, i32 2}
// ARB: error: Gfa option cannot be used in SM_5_1+ unless all_resources_bound flag is specified
// BOTH: error: Cannot specify /Gfa and /Gfp together, use /? to get usage information

RWBuffer<float> u : register(u0);

float main(float a : A, int b : B) : SV_Target {
  if (a > 0)
    u[0] = a;
  [forcecase] switch (b) {
  case 0: u[1] = 1; break;
  case 1: u[2] = 2; break;
  default: u[3] = 3; break;
  }
  return a;
}
