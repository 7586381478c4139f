// sign: comparisons with zero, an int result (zext(x != 0) for unsigned)
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=float %s | FileCheck %s --check-prefix=F
// RUN: hlslc -T cs_6_6 -enable-16bit-types -E main -DT=half %s | FileCheck %s --check-prefix=H
// RUN: hlslc -T cs_6_6 -E main -DT=int %s | FileCheck %s --check-prefix=I
// RUN: hlslc -T cs_6_6 -E main -DT=uint %s | FileCheck %s --check-prefix=U
// RUN: hlslc -T cs_6_6 -E main -DT=int64_t %s | FileCheck %s --check-prefix=I64
// F-COUNT-2: fcmp olt float
// F-COUNT-2: zext i1
// F: sub i32
// F: sitofp i32
// H-COUNT-2: fcmp olt half
// H-COUNT-2: zext i1
// H: sub i32
// H: sitofp i32
// I-COUNT-2: icmp slt i32
// I-COUNT-2: zext i1
// I: sub i32
// U: icmp ne i32
// U: zext i1
// I64-COUNT-2: icmp slt i64
// I64-COUNT-2: zext i1
// I64: sub i32
// I64: sext i32

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = sign(b[1]);
}
