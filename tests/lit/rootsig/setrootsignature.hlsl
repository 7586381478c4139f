// -setrootsignature FILE: the RTS0 part of the container FILE replaces the
// shader's root signature (checked against the shader like any other).
// RUN: hlslc -T rootsig_1_1 -E OTHER %s -Fo %t.rs
// RUN: hlslc -T cs_6_0 -E main -setrootsignature %t.rs %s -Fo %t.dxil
// RUN: hlslc-dis --no-module %t.dxil | FileCheck %s
// RUN: not hlslc -T cs_6_0 -E main -setrootsignature %t.missing %s 2>&1 | FileCheck %s --check-prefix=MISSING
#define OTHER "DescriptorTable(UAV(u0, numDescriptors = 8))"
RWStructuredBuffer<uint> b : register(u0);
[RootSignature("UAV(u0)")]
[numthreads(4, 1, 1)] void main(uint i : SV_GroupIndex) { b[i] = i; }
// CHECK: RTS0: version 2, 1 parameters
// CHECK-NEXT: parameter 0: table
// CHECK-NEXT: range: UAV count 8
// MISSING: Could not load root signature file
