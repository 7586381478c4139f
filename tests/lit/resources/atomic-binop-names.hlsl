// RUN: hlslc -T cs_6_0 -E main -Qkeep_reflect_in_dxil %s | FileCheck %s
// With reflection kept in the DXIL, atomicBinOp results carry the name DXC's
// lowering gives them (their operation, uniqued: AtomicAdd, AtomicAdd1);
// without it no local value has a name.
// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s --check-prefix=NONAME

RWByteAddressBuffer raw : register(u0);
RWStructuredBuffer<uint> sb : register(u1);

[numthreads(8, 1, 1)]
void main(uint id : SV_DispatchThreadID) {
  uint o;
  raw.InterlockedAdd(id * 4, 1, o);
  InterlockedMax(sb[id], o);
  InterlockedAdd(sb[o], 2);
  InterlockedCompareStore(sb[0], 1, 2);
}

// CHECK: %AtomicAdd = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %raw_UAV_rawbuf, i32 0,
// CHECK: %AtomicUMax = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %sb_UAV_structbuf, i32 7,
// CHECK: %AtomicAdd1 = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %sb_UAV_structbuf, i32 0,
// CHECK: {{^  }}%{{[0-9]+}} = call i32 @dx.op.atomicCompareExchange.i32(
// NONAME-NOT: %Atomic
// NONAME: %{{[0-9]+}} = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %{{[0-9]+}}, i32 0,
