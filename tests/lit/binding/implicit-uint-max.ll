; RUN: not hlslc-opt -S -dxil-resource-implicit-binding %s 2>&1 | FileCheck %s
;
; Registers go up to UINT_MAX: a resource bound at u4294967295 leaves the
; range below it free (B fits at u0), but nothing is left for an unbounded
; array after it.

target triple = "dxil-pc-shadermodel6.0-compute"

@B.str = private unnamed_addr constant [2 x i8] c"B\00", align 1
@C.str = private unnamed_addr constant [2 x i8] c"C\00", align 1

define void @main() {
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 -1, i32 1, i32 0, ptr null)
  %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding(i32 0, i32 0, i32 1, i32 0, ptr @B.str)
  %c = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding(i32 1, i32 0, i32 -1, i32 0, ptr @C.str)
  ret void
}

; CHECK: error: resource C cannot be allocated
; CHECK-NOT: resource B
