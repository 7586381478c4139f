// The STAT module's !dx.counters count trunc as a signed integer
// operation (ints) and zext as an unsigned one (uints), as DXC's
// instruction classes do: mul and trunc are ints; two zext and the lshr
// are uints.
// RUN: hlslc -T cs_6_0 -E main %s -Fo %t.dxil
// RUN: hlslc-dis --stat %t.dxil | FileCheck %s

// CHECK: !dx.counters = !{![[CNT:[0-9]+]]}
// CHECK: ![[CNT]] = !{!"insts", i32 15, !"ints", i32 2, !"tex_load", i32 2, !"tex_store", i32 1, !"uints", i32 3}

RWBuffer<uint> o : register(u0);
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  uint64_t w = (uint64_t)o[id.x] * o[id.y];
  o[id.z] = (uint)(w >> 32);
}
