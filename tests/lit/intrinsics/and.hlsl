// and: elementwise logical and of bool vectors
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=bool3 %s | FileCheck %s --check-prefix=B
// B-COUNT-6: icmp ne i32
// B-COUNT-3: and i1
// B-COUNT-3: zext i1

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = and(b[1], b[2]);
}
