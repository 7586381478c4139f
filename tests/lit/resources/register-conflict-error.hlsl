// RUN: not hlslc -T vs_6_0 -E main -fno-caret-diagnostics %s 2>&1 | FileCheck %s
// Two registers of the same class on one resource: DXC's error, at the
// first annotation.

Buffer<uint> A : register(ps_5_0, t3) : register(t5);

uint main() : OUT { return A[0]; }

// CHECK: register-conflict-error.hlsl:5:18: error: conflicting register semantics
