// frexp: the exponent and mantissa from the float bits
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=float %s | FileCheck %s --check-prefix=F
// RUN: hlslc -T cs_6_6 -E main -DT=float2 %s | FileCheck %s --check-prefix=F2
// F: fcmp une float
// F: sext i1
// F: bitcast float
// F: and i32
// F: add i32
// F: and i32
// F: ashr i32
// F: sitofp i32
// F: and i32
// F: or i32
// F: and i32
// F: bitcast i32
// F: fadd fast float
// F2-COUNT-2: fcmp une float
// F2-COUNT-2: sext i1
// F2-COUNT-2: bitcast float
// F2-COUNT-2: and i32
// F2-COUNT-2: add i32
// F2-COUNT-2: and i32
// F2-COUNT-2: ashr i32
// F2-COUNT-2: sitofp i32
// F2-COUNT-2: and i32
// F2-COUNT-2: or i32
// F2-COUNT-2: and i32
// F2-COUNT-2: bitcast i32
// F2-COUNT-2: fadd fast float

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  T e; b[0] = frexp(b[1], e) + e;
}
