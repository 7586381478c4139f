// RUN: hlslc -T cs_6_0 -E main %s -fcgl | FileCheck %s
// Resources inside struct globals are separate ranges named "s.B"; the
// fields of a struct of resources only are bound in declaration order (their
// order ids); arrays inside structs keep their full range; an explicit
// register on the struct assigns consecutive registers of that class.

struct S {
  RWBuffer<float> B;
  RWBuffer<float> D[3];
};
S s;
S t : register(u5);

// CHECK: @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @s.B.str)
// CHECK: @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 5, i32 1, i32 0, ptr @t.B.str)
// CHECK: @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 0, i32 3, i32 2, ptr @s.D.str)
// CHECK: @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 6, i32 3, i32 1, ptr @t.D.str)

[numthreads(4, 1, 1)]
void main() {
  s.B[0] = s.D[2][0];
  t.B[0] = t.D[1][0];
}
