// RUN: hlslc -T cs_6_6 -E main %s 2>&1 | FileCheck %s
// clang's -Wconstant-conversion (DXC keeps it on): an integer constant
// implicitly converted to a narrower integer scalar that does not hold its
// value, reported at the constant (an operation's operator) with both values.
// CHECK-DAG: 14:11: warning: implicit conversion from 'literal int' to 'int' changes value from 4294967296 to 0 [-Wconstant-conversion] [HL4512]
// CHECK-DAG: 15:24: warning: implicit conversion from 'literal int' to 'uint' changes value from 4294967297 to 1 [-Wconstant-conversion]
// CHECK-DAG: 16:11: warning: implicit conversion from 'literal int' to 'int' changes value from -2147483649 to 2147483647 [-Wconstant-conversion]
// CHECK-DAG: 17:16: warning: implicit conversion from 'literal int' to 'min16int' changes value from 65541 to 5 [-Wconstant-conversion]
// CHECK-DAG: 18:11: warning: implicit conversion from 'int64_t' to 'int' changes value from 4294967298 to 2 [-Wconstant-conversion]
// CHECK-DAG: 19:15: warning: implicit conversion from 'literal int' to 'uint' changes value from 4294967299 to 3 [-Wconstant-conversion]
// CHECK-NOT: -Wconstant-conversion
RWStructuredBuffer<int> o;
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  int a = 0x100000000;
  uint b = 0x100000000 + 1;
  int d = -0x80000001;
  min16int m = 0x10005;
  int x = (int64_t)0x100000002;
  int h = i + 0x100000003;
  // no warning: values that fit (as unsigned, or signed), vectors, casts, bool
  int e = 0xFFFFFFFF;
  uint f = -1;
  int2 v = 0x100000000;
  int g = (int)0x100000000;
  bool k = 0x100000000;
  o[0] = a + b + d + m + x + h + e + f + v.x + g + k;
}
