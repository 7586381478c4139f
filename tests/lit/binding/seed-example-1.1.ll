; RUN: hlslc-opt -S -dxil-resource-implicit-binding %s | FileCheck %s
;
; Seed example 1.1 (implicit-resource-binding.txt), global-scope resources as
; the front end emits them (order ids in declaration order). Global resources
; get the first free register in declaration order; the unused C is gone
; before binding, so D gets u2.

target triple = "dxil-pc-shadermodel6.0-compute"

@A.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@B.str = private unnamed_addr constant [2 x i8] c"B\00", align 1
@D.str = private unnamed_addr constant [2 x i8] c"D\00", align 1

define void @main() {
entry:
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding(i32 0, i32 0, i32 1, i32 0, ptr @B.str)
  %d = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding(i32 1, i32 0, i32 1, i32 0, ptr @D.str)
  ret void
}

; CHECK: %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
; CHECK: %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr @B.str)
; CHECK: %d = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 2, i32 1, i32 0, ptr @D.str)
; CHECK-NOT: handlefromimplicitbinding
