// RUN: hlslc -T ps_6_0 %s | FileCheck %s
// RUN: hlslc -T ps_6_0 -Gfp %s | FileCheck %s --check-prefix=GFP
// A statement's hints are listed last attribute first (clang keeps them in
// that order, DXC lists them so); -Gfp/-Gfa's implicit hint comes after.

float main(float2 a : A, int3 b : B) : SV_Target {
  float r = 0;
  [forcecase] [branch] switch (b.x) { case 1: r = 5.f; break; case 2: r = a.x; break; default: r = 3.f; break; }
  [branch] [forcecase] switch (b.y) { case 1: r += 5.f; break; case 2: r += a.y; break; default: r += 3.f; break; }
  [forcecase] switch (b.z) { case 1: r += 5.f; break; case 2: r += a.y; break; default: r += 3.f; break; }
  return r;
}

// CHECK: !"dx.controlflow.hints", i32 1, i32 5}
// CHECK: !"dx.controlflow.hints", i32 5, i32 1}
// CHECK: !"dx.controlflow.hints", i32 5}
// GFP: !"dx.controlflow.hints", i32 1, i32 5}
// GFP: !"dx.controlflow.hints", i32 5, i32 1}
// GFP: !"dx.controlflow.hints", i32 5, i32 1}
