// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// A counting-down do-while with a signed counter and a `break` in nested
// ifs that indexes a local resource array: unrolled, one copy per element.

RWStructuredBuffer<int> b0;
RWStructuredBuffer<int> b1;
RWStructuredBuffer<int> b2;
int g;
int h;

// CHECK-LABEL: define void @main()
// CHECK-DAG: %[[H2:[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 2, i32 2, i1 false)
// CHECK-DAG: %[[H1:[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
// CHECK-DAG: %[[H0:[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
// CHECK: @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %[[H2]], i32 0, i32 0, i32 2,
// CHECK: @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %[[H1]], i32 0, i32 0, i32 1,
// CHECK: @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %[[H0]], i32 0, i32 0, i32 0,
// CHECK-NOT: @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %[[H0]], i32 0, i32 0, i32 -1
// CHECK: ret void
[numthreads(1, 1, 1)]
void main() {
  RWStructuredBuffer<int> bufs[3] = { b0, b1, b2 };
  int i = 2;
  [unroll] do {
    if (g > i) {
      if (h == i) {
        bufs[i][0] = i;
        break;
      }
    }
    i--;
  } while (i >= 0);
}
