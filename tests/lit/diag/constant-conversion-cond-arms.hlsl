// RUN: hlslc -T cs_6_6 -E main -enable-16bit-types %s 2>&1 | FileCheck %s
// A ?: of literals converts arm by arm, and clang checks each arm as that
// conversion: -Wconstant-conversion at the arm. With a constant condition
// only the arm it takes is checked. The arms are never constant-evaluated:
// no -Wconst-expr-overflow for a float arm past float's range.
// CHECK-DAG: 13:15: warning: implicit conversion from 'literal int' to 'int' changes value from 4294967296 to 0 [-Wconstant-conversion]
// CHECK-DAG: 14:23: warning: implicit conversion from 'literal int' to 'int16_t' changes value from 70000 to 4464 [-Wconstant-conversion]
// CHECK-DAG: 15:18: warning: implicit conversion from 'literal int' to 'int' changes value from 4294967299 to 3 [-Wconstant-conversion]
// CHECK-NOT: warning
RWStructuredBuffer<int> o; RWStructuredBuffer<float> f;
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  bool c = i > 3;
  int a = c ? 0x100000000 : 1;
  int16_t s = c ? 1 : 70000;
  int w = true ? 0x100000003 : 0x100000004;
  float g = c ? 1e300 : 2.0;
  o[0] = a + s + w;
  f[0] = g;
}
