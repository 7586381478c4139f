// Groupshared memory no thread reads is removed with its stores, as DXC
// removes it (RemoveUnusedStaticGlobal: a static or groupshared global whose
// only users are stores to it); the PSV0 groupshared byte count follows.
// A store to an element of a groupshared array keeps the array (DXC keeps
// it too), and so do an atomic on it and a read.
// RUN: hlslc -T cs_6_6 -E main %s -Fc %t.ll -Fo %t.dxil
// RUN: FileCheck %s < %t.ll
// RUN: hlslc-dis --no-module %t.dxil | FileCheck %s --check-prefix=PSV

// CHECK-NOT: @"\01?unread@@3IA"
// CHECK-DAG: @"\01?elems@@3PAIA" = external addrspace(3) global [4 x i32]
// CHECK-DAG: @"\01?atom@@3IA" = external addrspace(3) global i32
// CHECK-DAG: @"\01?used@@3IA" = external addrspace(3) global i32
// CHECK-NOT: @"\01?unread@@3IA"
// CHECK:     define void @main()
// CHECK-NOT: store i32 7

// four words of elems, atom and used: 24 bytes
// PSV: groupshared bytes: 24

groupshared uint unread;
groupshared uint elems[4];
groupshared uint atom;
groupshared uint used;
RWBuffer<uint> o : register(u0);

[numthreads(8, 1, 1)] void main(uint i : SV_GroupIndex) {
  unread = 7;
  elems[1] = i;
  InterlockedAdd(atom, 1);
  if (i == 0) used = 3;
  if (i == 1) unread = i;
  GroupMemoryBarrierWithGroupSync();
  o[i] = used;
}
