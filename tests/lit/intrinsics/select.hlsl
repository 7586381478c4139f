// select: elementwise selection by a bool vector
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=float3 %s | FileCheck %s --check-prefix=F
// RUN: hlslc -T cs_6_6 -E main -DT=int2 %s | FileCheck %s --check-prefix=I
// F-COUNT-3: fcmp fast ogt float
// F-COUNT-3: select i1
// I-COUNT-2: icmp sgt i32
// I-COUNT-2: select i1

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = select(b[1] > b[2], b[1], b[2]);
}
