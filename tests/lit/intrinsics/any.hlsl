// any: compares with zero, or
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=float %s | FileCheck %s --check-prefix=F
// RUN: hlslc -T cs_6_6 -E main -DT=int3 %s | FileCheck %s --check-prefix=IV
// RUN: hlslc -T cs_6_6 -E main -DT=bool3 %s | FileCheck %s --check-prefix=B
// F: fcmp fast une float
// F: uitofp i1
// IV-COUNT-2: or i32
// IV: icmp ne i32
// IV: zext i1
// B-COUNT-2: or i32
// B: icmp ne i32
// B: zext i1

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = (T)any(b[1]);
}
