// asuint(double, out lo, out hi): SplitDouble
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=double %s | FileCheck %s --check-prefix=D
// RUN: hlslc -T cs_6_6 -E main -DT=double2 %s | FileCheck %s --check-prefix=DV
// D: call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102
// DV: call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  uint2 lo, hi; asuint(b[1], lo, hi); b[0] = (T)(lo + hi).x;
}
