; RUN: hlslc-opt -S -dxil-resource-implicit-binding %s | FileCheck %s
;
; Seed example 6.1 (implicit-resource-binding.txt), global-scope resources as
; the front end emits them (order ids in declaration order). Explicit bindings
; of unused resources (B, C, s.D) are not reserved: A and E take u0 and
; u1..u5.

target triple = "dxil-pc-shadermodel6.0-compute"

@A.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@E.str = private unnamed_addr constant [2 x i8] c"E\00", align 1

define void @main() {
entry:
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  %e = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding(i32 1, i32 0, i32 5, i32 0, ptr @E.str)
  ret void
}

; CHECK: %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
; CHECK: %e = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 1, i32 5, i32 0, ptr @E.str)
; CHECK-NOT: handlefromimplicitbinding
