// RUN: not hlslc -T cs_6_0 -E main -fno-caret-diagnostics %s 2>&1 | FileCheck %s
// Overlapping explicit bindings are reported after optimisation (unused
// resources don't count), naming both resources, with DXC's wording at the
// later declaration and a note at the other.

RWBuffer<float> A : register(u0);
RWBuffer<float> B[4] : register(u2);
RWBuffer<float> Unused : register(u3);
RWBuffer<float> C : register(u3);

[numthreads(1, 1, 1)]
void main() {
  A[0] = B[1][0] + C[0];
}

// CHECK: overlap-error.hlsl:9:17: error: resource C at register 3 overlaps with resource B at register 2, space 0 [HL6004]
// CHECK-NEXT: overlap-error.hlsl:7:17: note: resource B is declared here [HL6004]
// CHECK-NOT: Unused
