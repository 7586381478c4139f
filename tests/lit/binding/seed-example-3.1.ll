; RUN: hlslc-opt -S -dxil-resource-implicit-binding %s | FileCheck %s
;
; Seed example 3.1 (implicit-resource-binding.txt), global-scope resources as
; the front end emits them (order ids in declaration order). An unbounded
; array takes the rest of the space after the highest used register (u6); D[3]
; still fits between A and C at u2.

target triple = "dxil-pc-shadermodel6.0-compute"

@A.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@B.str = private unnamed_addr constant [2 x i8] c"B\00", align 1
@C.str = private unnamed_addr constant [2 x i8] c"C\00", align 1
@D.str = private unnamed_addr constant [2 x i8] c"D\00", align 1

define void @main() {
entry:
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @A.str)
  %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding(i32 0, i32 0, i32 -1, i32 0, ptr @B.str)
  %c = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 5, i32 1, i32 0, ptr @C.str)
  %d = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding(i32 1, i32 0, i32 3, i32 0, ptr @D.str)
  ret void
}

; CHECK: %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr @A.str)
; CHECK: %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 6, i32 -1, i32 0, ptr @B.str)
; CHECK: %c = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 5, i32 1, i32 0, ptr @C.str)
; CHECK: %d = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 2, i32 3, i32 0, ptr @D.str)
; CHECK-NOT: handlefromimplicitbinding
