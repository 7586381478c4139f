// Without native 16-bit types a literal ?: to min16float rounds each arm to
// half precision from its exact value (70000 overflows to infinity).
// RUN: hlslc -T cs_6_2 -E main %s | FileCheck %s
// CHECK: select i1 %{{[0-9]+}}, float 0x3FD3340000000000, float 0x7FF0000000000000

RWStructuredBuffer<min16float> o;
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  bool c = i > 3;
  min16float m = c ? 0.3 : 70000.0;
  o[0] = m;
}
