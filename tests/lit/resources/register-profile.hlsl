// RUN: hlslc -T vs_6_0 -E main %s | FileCheck %s
// A shader profile in a register annotation (register(ps, t3),
// register(vs_6_0, space1)) is accepted and ignored, as DXC does; when
// several annotations give a space, the last one wins.

Buffer<uint> A : register(ps, t3);
Buffer<uint> B : register(ps, space1) : register(vs, space2);
Buffer<uint> C : register(vs_6_0, t4, space1) : register(t4, space3);

uint main() : OUT { return A[0] + B[0] + C[0]; }

// CHECK: ; A                                 texture     u32         buf      T0             t3     1
// CHECK: ; B                                 texture     u32         buf      T1      t0,space2     1
// CHECK: ; C                                 texture     u32         buf      T2      t4,space3     1
