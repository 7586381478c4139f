// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// An [unroll] while loop with `continue` (two back edges) and a `return`
// that indexes a local array of resources with the counter: the return
// block is copied with every iteration, so each copy names one buffer.

RWStructuredBuffer<uint> b0;
RWStructuredBuffer<uint> b1;
RWStructuredBuffer<uint> b2;
uint g;

// CHECK-LABEL: define void @main()
// CHECK-DAG: %[[H2:[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 2, i32 2, i1 false)
// CHECK-DAG: %[[H1:[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
// CHECK-DAG: %[[H0:[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
// CHECK: @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %[[H0]], i32 0, i32 0, i32 0,
// CHECK: @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %[[H1]], i32 0, i32 0, i32 1,
// CHECK: @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %[[H0]], i32 1, i32 0, i32 5,
// CHECK: @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %[[H2]], i32 0, i32 0, i32 2,
// CHECK-NOT: llvm.loop
[numthreads(1, 1, 1)]
void main() {
  RWStructuredBuffer<uint> bufs[3] = { b0, b1, b2 };
  uint i = 0;
  [unroll] while (i < 3) {
    if (g == i + 7) { i++; continue; }
    if (g == i) { bufs[i][0] = i; return; }
    i++;
  }
  b0[1] = 5;
}
