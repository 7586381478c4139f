// RUN: hlslc -T cs_6_0 -E nowave %s | FileCheck %s
// RUN: hlslc -T cs_6_0 -E unrelated %s | FileCheck %s
// RUN: hlslc -T cs_6_0 -E inswitch %s | FileCheck %s
// RUN: hlslc -T vs_6_0 -E vsmain %s | FileCheck %s
// A loop's `break` is a plain branch when DXC does not keep it in the loop:
// the function calls no wave-sensitive intrinsic, the break block uses no
// value one produced in the loop it leaves, the break leaves a switch, or
// the stage (here a vertex shader) does not run lanes as waves.

// CHECK-NOT: dx.break

RWStructuredBuffer<uint> o : register(u0);

[numthreads(64,1,1)]
void nowave(uint t : SV_GroupIndex) {
  uint i = 0;
  for (;;) { if (o[t + i] == 3) { o[t] = i; break; } i++; }
}

[numthreads(64,1,1)]
void unrelated(uint t : SV_GroupIndex) {
  uint i = 0, s = 0;
  for (;;) { s += WaveActiveSum(i); if (o[t + i] == 3) { o[t] = i; break; } i++; }
  o[t + 1] = s;
}

[numthreads(64,1,1)]
void inswitch(uint t : SV_GroupIndex) {
  for (uint i = 0; i < o[0]; i++) {
    uint w = WaveReadLaneFirst(i);
    switch (o[t + i]) {
    case 1: o[w] = 1; break;
    default: o[w] = 2; break;
    }
  }
}

uint vsmain(uint v : V) : OUT {
  uint r = 0;
  for (;;) { uint f = WaveReadLaneFirst(v); if (f == v) { r = o[f]; break; } }
  return r;
}
