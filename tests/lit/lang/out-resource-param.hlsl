// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// RUN: not hlslc -T cs_6_0 -E global_arg -DGLOBAL %s 2>&1 | FileCheck --check-prefix=GLOBAL %s
// out and inout resource parameters, as DXC: an `out` resource is copied
// back to the caller's local; an `inout` one that the function reassigns
// too, while one it only uses is passed in only (a global resource may
// then be its argument).

RWBuffer<uint> A : register(u0);
RWBuffer<uint> B : register(u1);
void pick(inout RWBuffer<uint> r) { r[0] = 1; r = B; }
void make(out RWBuffer<uint> r) { r = A; }
void use(inout RWBuffer<uint> r) { r[3] = 4; }

// CHECK-DAG: [[A:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
// CHECK-DAG: [[B:%.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[A]], i32 0, i32 undef, i32 1,
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[B]], i32 1, i32 undef, i32 2,
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[A]], i32 2, i32 undef, i32 3,
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[A]], i32 3, i32 undef, i32 4,
[numthreads(1, 1, 1)]
void main() {
  RWBuffer<uint> y = A;
  pick(y);
  y[1] = 2;
  RWBuffer<uint> x;
  make(x);
  x[2] = 3;
  use(A);
}

#ifdef GLOBAL
// GLOBAL: error: cannot bind a non-lvalue or read-only argument to inout parameter 'r'
[numthreads(1, 1, 1)]
void global_arg() { pick(A); }
#endif
