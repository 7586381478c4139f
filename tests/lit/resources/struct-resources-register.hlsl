// RUN: not hlslc -T cs_6_6 -E main -fno-caret-diagnostics %s 2>&1 | FileCheck %s
// A register on an array of structs reserves each element's resources as
// contiguous ranges (s1[0].D: u0..u2, s1[1].D: u3..u5), so A at u0 overlaps
// (DXC would bind only the used element s1.0.D.1 at u1; see README).

RWBuffer<float> A : register(u0);
struct S { RWBuffer<float> D[3]; };
S s1[2] : register(u0);

[numthreads(1, 1, 1)]
void main() {
  A[0] = s1[0].D[1][0];
}

// CHECK: struct-resources-register.hlsl:8:3: error: resource s1.0.D at register 0 overlaps with resource A at register 0, space 0 [HL6004]
// CHECK-NEXT: struct-resources-register.hlsl:6:17: note: resource A is declared here [HL6004]
