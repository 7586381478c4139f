// CheckAccessFullyMapped: on the status of a load
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=uint %s | FileCheck %s --check-prefix=U
// U: call i1 @dx.op.checkAccessFullyMapped.i32(i32 71

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  uint s; T v = b.Load(1, s); b[0] = v + CheckAccessFullyMapped(s);
}
