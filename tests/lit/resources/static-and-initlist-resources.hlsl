// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// Initializer lists may hold resources where the struct has them, and
// static globals may hold resources (runtime-initialised in the entry, also
// through a function call): the handles flow to their uses.

RWBuffer<uint> G[4] : register(u0);
Buffer<uint> T : register(t1);
struct S { RWBuffer<uint> R; uint k; Buffer<uint> B; };
struct H { RWBuffer<uint> arr[2]; };

H make() { H h; h.arr[0] = G[0]; h.arr[1] = G[1]; return h; }

static S gs = {G[3], 5, T};
static const RWBuffer<uint> one = G[2];
static const H hs = make();

[numthreads(1,1,1)]
void main(uint i : SV_GroupIndex) {
  S s = {G[1], 3, T};
  s.R[i] = s.k + s.B[i];
  gs.R[i] = gs.k;
  one[i] = 1;
  hs.arr[0][i] = 2;
}

// Handles as DXC places them: the statics' initialisers run first in the
// entry (G[3], G[2], then make()'s G[0] and G[1], which the local's G[1]
// reuses), each handle where its element is referenced.
// CHECK: [[T:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 1, i1 false)
// CHECK: [[G3:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 3, i1 false)
// CHECK-NEXT: [[G2:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 2, i1 false)
// CHECK-NEXT: [[G0:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
// CHECK-NEXT: [[G1:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 1, i1 false)
// CHECK: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[T]],
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[G1]],
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[G3]], i32 %{{[0-9]+}}, i32 undef, i32 5,
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[G2]], i32 %{{[0-9]+}}, i32 undef, i32 1,
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[G0]], i32 %{{[0-9]+}}, i32 undef, i32 2,
