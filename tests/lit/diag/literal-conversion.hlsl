// RUN: hlslc -T cs_6_6 -E main %s 2>&1 | FileCheck %s
// clang's -Wliteral-conversion: a floating literal implicitly converted to
// an integer (or bool) it does not equal, at the literal (a unary minus is
// not part of it), the value rounded toward zero and saturated.
// CHECK-DAG: 13:11: warning: implicit conversion from 'literal float' to 'int' changes value from 1.5 to 1 [-Wliteral-conversion] [HL4510]
// CHECK-DAG: 14:12: warning: implicit conversion from 'literal float' to 'int' changes value from 2.5 to 2 [-Wliteral-conversion]
// CHECK-DAG: 15:11: warning: implicit conversion from 'float' to 'int' changes value from 1.5 to 1 [-Wliteral-conversion]
// CHECK-DAG: 16:12: warning: implicit conversion from 'literal float' to 'uint' changes value from 1.0E+10 to 4294967295 [-Wliteral-conversion]
// CHECK-DAG: 17:12: warning: implicit conversion from 'literal float' to 'bool' changes value from 0.5 to false [-Wliteral-conversion]
// CHECK-DAG: 18:15: warning: implicit conversion from 'literal float' to 'int' changes value from 1.5 to 1 [-Wliteral-conversion]
RWStructuredBuffer<int> o;
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  int a = 1.5;
  int b = -2.5;
  int d = 1.5f;
  uint e = 1e10;
  bool k = 0.5;
  int g = i ? 1.5 : 2;
  int h = 2.0;
  o[0] = a + b + d + e + k + g + h;
}
