; RUN: not hlslc-opt -S -dxil-resource-implicit-binding %s 2>&1 | FileCheck %s
;
; Seed example 3.2: D[4] no longer fits: B[] took everything from u6 and only u0 and u2-u4 are free.
; (hlslc itself uses DXC's wording; see tests/unit/resource_passes.c.)

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
  %d = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding(i32 1, i32 0, i32 4, i32 0, ptr @D.str)
  ret void
}

; CHECK: error: resource D cannot be allocated
