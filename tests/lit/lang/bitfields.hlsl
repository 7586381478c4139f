// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// Bit-fields (HLSL 2021), laid out as MSVC lays them out (DXC's ABI): a
// run of bit-fields of one type size shares a storage unit while it has bits
// left; reads shift and mask (unsigned) or shift left then arithmetic shift
// right (signed); writes keep the unit's other bits.

struct M {
  uint f0;
  uint bf0 : 8;
  uint bf1 : 24;
  uint f1;
  uint : 8;
  uint bf2 : 16;
  uint : 8;
  uint f2;
};
struct T { int x : 8; int : 8; int y : 16; };
struct Bork { uint f1 : 3; uint f2 : 30; };
RWStructuredBuffer<uint> Out : register(u0);
StructuredBuffer<T> In : register(t0);

// CHECK-LABEL: define void @main()
// CHECK: %[[X:[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// CHECK: %[[V:[0-9]+]] = and i32 %[[X]], 16777215
// CHECK: shl i32 %[[V]], 8
// signed: the 16 high bits, arithmetic shift
// CHECK: %[[L:[0-9]+]] = extractvalue %dx.types.ResRet.i32 %{{[0-9]+}}, 0
// CHECK: ashr i32 %[[L]], 16
// sizeof(M) = 5 units of 4 bytes, sizeof(Bork) = 2 units (f2 does not fit in f1's)
// CHECK: i32 2, i32 0, i32 820,
[numthreads(1, 1, 1)]
void main(uint3 xyz : SV_DispatchThreadID) {
  M m;
  m.f0 = 0;
  m.bf1 = xyz.x;
  m.bf2 = xyz.z;
  Out[0] = m.bf1 + m.bf2;
  T t = In[xyz.x];
  Out[1] = asuint(t.y);
  Out[2] = sizeof(M) + sizeof(Bork) * 100;
}
