// Literal operations to 16-bit destinations: int16_t from the 32-bit
// computation cut to 16 bits, half from the double result.
// RUN: hlslc -T cs_6_6 -E main -enable-16bit-types %s | FileCheck %s
// CHECK: select i1 %{{[0-9]+}}, half 0xH34CD, half 0xH38CD
// CHECK: select i1 %{{[0-9]+}}, i16 4465, i16 3

RWStructuredBuffer<half> h; RWStructuredBuffer<int16_t> s;
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  bool c = i > 3;
  h[0] = (c ? 0.1 : 0.2) * 3.0;
  s[0] = (c ? 70000 : 2) + 1;
}
