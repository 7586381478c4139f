// asint: a bit cast of 32-bit values
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=float %s | FileCheck %s --check-prefix=F
// RUN: hlslc -T cs_6_6 -E main -DT=uint %s | FileCheck %s --check-prefix=U
// F: bitcast float
// F: sitofp i32
// U: call void @dx.op.rawBufferStore.i32(i32 140

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = (T)asint(b[1]);
}
