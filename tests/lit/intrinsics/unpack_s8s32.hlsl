// unpack_s8s32: Unpack4x8 with its unpack mode (SM 6.6)
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=int4 %s | FileCheck %s --check-prefix=U
// U: call %dx.types.fouri32 @dx.op.unpack4x8.i32(i32 219

RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = unpack_s8s32(b[1].x);
}
