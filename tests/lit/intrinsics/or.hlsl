// or: elementwise logical or of bool vectors
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=bool3 %s | FileCheck %s --check-prefix=B
// B: or i32
// B: icmp ne i32
// B: or i32
// B: icmp ne i32
// B: or i32
// B: icmp ne i32
// B-COUNT-3: zext i1

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = or(b[1], b[2]);
}
