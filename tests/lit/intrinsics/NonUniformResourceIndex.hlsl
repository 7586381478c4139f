// NonUniformResourceIndex: the handle created from it is non-uniform
// (CHECK lines: the DXIL operations and overloads DXC emits for each overload class)
// RUN: hlslc -T cs_6_6 -E main -DT=uint %s | FileCheck %s --check-prefix=U
// RUN: hlslc -T cs_6_0 -E main -DT=uint %s | FileCheck %s --check-prefix=U60
// U: call void @dx.op.rawBufferStore.i32(i32 140
// U60: call void @dx.op.bufferStore.i32(i32 69

Texture2D<uint> t[] : register(t0);
RWStructuredBuffer<T> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = t[NonUniformResourceIndex(b[1])].Load(int3(0, 0, 0));
}
