// asuint: a bit cast of 32-bit values
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=float %s | FileCheck %s --check-prefix=F
// RUN: hlslc -T cs_6_6 -E main -DT=int %s | FileCheck %s --check-prefix=I
// RUN: hlslc -T cs_6_6 -E main -DT=float2 %s | FileCheck %s --check-prefix=FV
// F: bitcast float
// F: uitofp i32
// I: call void @dx.op.rawBufferStore.i32(i32 140
// FV-COUNT-2: bitcast float
// FV-COUNT-2: uitofp i32

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = (T)asuint(b[1]);
}
