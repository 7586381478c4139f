; RUN: not hlslc-opt -S -dxil-resource-implicit-binding %s 2>&1 | FileCheck %s
;
; Seed example 3.4: A second unbounded array in the same space has no room left.
; (hlslc itself uses DXC's wording; see tests/unit/resource_passes.c.)

target triple = "dxil-pc-shadermodel6.0-compute"

@C.str = private unnamed_addr constant [2 x i8] c"C\00", align 1
@D.str = private unnamed_addr constant [2 x i8] c"D\00", align 1

define void @main() {
entry:
  %c = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding(i32 0, i32 0, i32 -1, i32 0, ptr @C.str)
  %d = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding(i32 1, i32 0, i32 -1, i32 0, ptr @D.str)
  ret void
}

; CHECK: error: resource D cannot be allocated
