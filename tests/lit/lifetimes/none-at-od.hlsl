// Clang emits no lifetime markers without optimisation (-Od / -O0), even
// when they are enabled.
// RUN: hlslc -T cs_6_6 -E main -Od -fcgl %s | FileCheck %s
// RUN: hlslc -T cs_6_6 -E main -Od -enable-lifetime-markers %s | FileCheck %s
// CHECK-NOT: llvm.lifetime

RWBuffer<uint> b : register(u0);
[numthreads(4, 1, 1)]
void main(uint i : SV_GroupIndex) {
  uint t[4] = { 1, 2, 3, 4 };
  b[i] = t[i];
}
