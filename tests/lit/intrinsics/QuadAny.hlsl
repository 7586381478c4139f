// QuadAny: QuadVote from SM 6.7, quad reads before
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_7 -E main -DT=uint %s | FileCheck %s --check-prefix=U
// RUN: hlslc -T cs_6_6 -E main -DT=uint %s | FileCheck %s --check-prefix=U66
// U: call i1 @dx.op.quadVote.i1(i32 222
// U66-COUNT-3: call i32 @dx.op.quadOp.i32(i32 123

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = (T)QuadAny(b[1] != 0);
}
