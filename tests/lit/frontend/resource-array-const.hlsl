// RUN: hlslc -T cs_6_0 -E main %s -fcgl | FileCheck %s
// Constant indices into resource arrays: the element's handle is created
// where the element is referenced (each reference its own call; the
// optimiser merges them), as DXC places it; multi-dimensional arrays flatten
// to one range with a linearized index. A non-array resource's handle is
// made once, at the top of the entry block.

RWBuffer<float> A : register(u0, space1);
RWBuffer<float> B[10];
RWBuffer<float> C[5][4] : register(u10, space5);

// CHECK: entry:
// CHECK-NEXT: call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 0, i32 1, i32 0, ptr @A.str)
// CHECK-NEXT: %[[C1:[0-9]+]] = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 5, i32 10, i32 20, i32 15, ptr @C.str)
// CHECK-NEXT: call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %[[C1]], i32 0)
// CHECK-NEXT: load float
// CHECK-NEXT: %[[B:[0-9]+]] = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 10, i32 5, ptr @B.str)
// CHECK-NEXT: call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %[[B]], i32 0)
// CHECK: %[[C2:[0-9]+]] = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 5, i32 10, i32 20, i32 15, ptr @C.str)
// CHECK-NEXT: call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %[[C2]], i32 1)
// CHECK-NOT: call target(
// CHECK: ret void

[numthreads(4, 1, 1)]
void main() {
  A[0] = C[3][3][0] + B[5][0] + C[3][3][1];
}
