// RUN: hlslc -T cs_6_0 %s | FileCheck %s
// An anonymous struct inside a struct (clang's anonymous struct, DXC's
// %struct.anon) is a member whose members are the enclosing struct's, at
// any depth; they are laid out as a nested struct. Checked against DXC.
struct S { struct { uint u; struct { uint v; }; }; uint w; };
RWStructuredBuffer<S> sb;
cbuffer CB { float a; };
[numthreads(1,1,1)] void main() { S s = (S)0; s.u = 1; s.v = 2; s.w = 3; sb[0] = s; sb[1].v = asuint(a); }
// CHECK: %struct.S = type { %struct.anon, i32 }
// CHECK: %struct.anon = type { i32, %struct.anon.0 }
// CHECK: %struct.anon.0 = type { i32 }
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, i32 1,
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 4, i32 2,
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 8, i32 3,
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 1, i32 4,
