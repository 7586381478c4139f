// The STAT module's !dx.counters count a load or store of an array element
// as an array access (DXC's DxilCounters: a GEP or cast is what its base
// is): groupshared elements as array_tgsm_ldst, a local array's as
// array_local_ldst, though the pointer loaded through is a float's.
// RUN: hlslc -T cs_6_0 -E main %s -Fo %t.dxil
// RUN: hlslc-dis --stat %t.dxil | FileCheck %s

// CHECK: !dx.counters = !{![[CNT:[0-9]+]]}
// CHECK: ![[CNT]] = !{!"array_local_bytes", i32 16, !"array_local_ldst", i32 5, !"array_tgsm_bytes", i32 256, !"array_tgsm_ldst", i32 2, !"barrier", i32 1,

groupshared float cache[64];
RWBuffer<float> o : register(u0);
[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex) {
  float local[4] = { o[0], o[1], o[2], o[3] };
  cache[gi] = o[gi] + local[gi & 3];
  GroupMemoryBarrierWithGroupSync();
  o[gi] = cache[63 - gi];
}
