// Literal ?: arms convert straight to 16-bit destinations: half with native
// 16-bit types, and an int16_t wraps the int literal's exact value.
// RUN: hlslc -T cs_6_2 -E main -enable-16bit-types %s | FileCheck %s
// CHECK: select i1 %{{[0-9]+}}, half 0xH2E66, half 0xH3266
// CHECK: select i1 %{{[0-9]+}}, i16 4464, i16 -3

RWStructuredBuffer<half> h; RWStructuredBuffer<int16_t> s;
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  bool c = i > 3;
  half x = c ? 0.1 : 0.2;
  h[0] = x;
  int16_t y = c ? 70000 : -3;
  s[0] = y;
}
