; RUN: not hlslc-opt -S -passes=dxil-post-optimization-validation %s 2>&1 | FileCheck %s
;
; An unbounded array covers every later register of its space, so C at u9
; overlaps B[] at u4 in space 2; the same registers in space 0 are fine.

target triple = "dxil-pc-shadermodel6.0-compute"

@B.str = private unnamed_addr constant [2 x i8] c"B\00", align 1
@C.str = private unnamed_addr constant [2 x i8] c"C\00", align 1
@D.str = private unnamed_addr constant [2 x i8] c"D\00", align 1

define void @main() {
  ; RWBuffer<float> B[] : register(u4, space2);
  %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 2, i32 4, i32 -1, i32 0, ptr @B.str)
  ; RWBuffer<float> C : register(u9, space2);
  %c = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 2, i32 9, i32 1, i32 0, ptr @C.str)
  ; RWBuffer<float> D : register(u9);
  %d = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 9, i32 1, i32 0, ptr @D.str)
  ret void
}

; CHECK: error: resource B at register 4 overlaps with resource C at register 9 in space 2
; CHECK-NOT: error:
