// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// RUN: not hlslc -T ps_6_0 -E main -DBOTH %s 2>&1 | FileCheck %s --check-prefix=ERR
// [branch] / [flatten] on an if and [branch] / [forcecase] on a switch
// become DXC's dx.controlflow.hints on the terminator: a distinct node
// !{self, !"dx.controlflow.hints", i32 1 (branch) | 2 (flatten) | 5 (forcecase)}.

// CHECK: br i1 %{{[0-9]+}}, label %{{[0-9]+}}, label %{{[0-9]+}}, !dx.controlflow.hints ![[B:[0-9]+]]
// CHECK: switch i32 %{{[0-9]+}}, label %{{[0-9]+}} [
// CHECK: ], !dx.controlflow.hints ![[S:[0-9]+]]
// CHECK: ![[B]] = distinct !{![[B]], !"dx.controlflow.hints", i32 1}
// CHECK: ![[S]] = distinct !{![[S]], !"dx.controlflow.hints", i32 5}
RWBuffer<float> Out : register(u0);
float main(float2 a : A, int b : B, int c : C) : SV_Target {
  [branch]
  if (b != 1) Out[0] = a.x;
  [forcecase]
  switch (c) {
  case 0: Out[1] = a.y; break;
  case 1: Out[2] = a.x; break;
  case 7: Out[3] = 7; break;
  }
#ifdef BOTH
  // ERR: controlflow-hints.hlsl:[[# @LINE + 2]]:3: error: can't use branch and flatten attributes together
  [branch] [flatten]
  if (c > 3) return 1;
#endif
  return a.y;
}
