// RUN: not hlslc -T cs_6_0 -E main %s 2>&1 | FileCheck %s
// Reassigning an inout resource parameter (which would change the caller's
// handle) is refused rather than silently ignored; `out` resources too.

RWBuffer<uint> A : register(u0);
RWBuffer<uint> B : register(u1);
// CHECK: err-inout-resource-param.hlsl:[[# @LINE + 1]]:47: error: assigning to inout resource parameter 'r' is not supported [HL4013]
void pick(inout RWBuffer<uint> r) { r[0] = 1; r = B; }
// CHECK: err-inout-resource-param.hlsl:[[# @LINE + 1]]:30: error: out resource parameters are not supported [HL4013]
void make(out RWBuffer<uint> r) { r = A; }
[numthreads(1, 1, 1)]
void main() { pick(A); RWBuffer<uint> x; make(x); }
