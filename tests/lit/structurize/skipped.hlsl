// structurize-returns leaves structured functions alone (DXC's
// CanSkipStructurize): fewer than two returns, or every return inside an
// if at most one deep with no loop or switch around it.
// RUN: hlslc -T cs_6_0 -E main -opt-enable structurize-returns -fcgl %s | FileCheck %s
// CHECK-NOT: bReturned

RWBuffer<float> o;
float one_deep(float a) {
  if (a > 0) return 1;
  else if (a < -1) {}
  if (a == 0) return 2;
  return 3;
}
float single(float a) {
  float r = a;
  if (a > 0) { if (a > 1) r = 2; }
  return r;
}
[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) { o[i] = one_deep(o[0]) + single(o[1]); }
