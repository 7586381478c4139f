// RUN: hlslc -T ps_6_0 %s | FileCheck %s
// The handle of a resource-array element is created where the element is
// referenced, as DXC places it: a local initialised from G[2] holds the handle
// made at its initialisation, before the code between. A static const
// aggregate of resources only, given by an initializer list, is a constant
// in DXC: its handles are made at the uses.

RWBuffer<uint> G[4] : register(u0);
struct Holder { RWBuffer<uint> R; };
static const Holder sc = {G[0]};

void main(uint pos : P, out float4 o : SV_Target) {
  Holder loc = {G[2]};
  o = 0;
  sc.R[pos] += 1;
  loc.R[pos] += 2;
}

// CHECK: %[[L:[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 2, i1 false)
// CHECK-NEXT: %[[S:[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
// CHECK-NEXT: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %[[S]],
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %[[S]],
// CHECK-NEXT: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %[[L]],
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %[[L]],
