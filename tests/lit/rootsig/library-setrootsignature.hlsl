// -setrootsignature on a library target: the container is read and checked
// as for a shader (a bad one fails the compile), and no RTS0 part is written
// (DXC), without a warning.
// RUN: hlslc -T rootsig_1_1 -E RS %s -Fo %t.rs
// RUN: hlslc -T lib_6_5 -setrootsignature %t.rs %s -Fo %t.dxil 2>&1 | count 0
// RUN: hlslc-dis --no-module %t.dxil | FileCheck %s
// RUN: echo garbage > %t.bad
// RUN: not hlslc -T lib_6_5 -setrootsignature %t.bad %s -Fo %t2.dxil 2>&1 | FileCheck %s --check-prefix=BAD
#define RS "DescriptorTable(UAV(u0))"
RWBuffer<uint> b : register(u0);
[shader("compute")]
[numthreads(4, 1, 1)] void entry(uint i : SV_GroupIndex) { b[i] = i; }
// CHECK: DXIL
// CHECK-NOT: RTS0
// BAD: error:
