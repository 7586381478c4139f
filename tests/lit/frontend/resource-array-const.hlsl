// RUN: hlslc -T cs_6_0 -E main %s -fcgl | FileCheck %s
// Constant indices into resource arrays: one handle per (array, index) at the
// top of the entry block; multi-dimensional arrays flatten to one range with a
// linearized index.

RWBuffer<float> A : register(u0, space1);
RWBuffer<float> B[10];
RWBuffer<float> C[5][4] : register(u10, space5);

// CHECK: entry:
// CHECK-NEXT: call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 5, i32 10, i32 20, i32 15, ptr @C.str)
// CHECK-NEXT: call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 10, i32 5, ptr @B.str)
// CHECK-NEXT: call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 0, i32 1, i32 0, ptr @A.str)
// CHECK-NOT: call target(
// CHECK: ret void

[numthreads(4, 1, 1)]
void main() {
  A[0] = C[3][3][0] + B[5][0] + C[3][3][1];
}
