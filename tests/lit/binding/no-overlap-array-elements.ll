; RUN: hlslc-opt -S -passes=dxil-post-optimization-validation %s | FileCheck %s
;
; Several handles into one resource array (same binding and name) are one
; resource, not an overlap.

target triple = "dxil-pc-shadermodel6.0-compute"

@A.str = private unnamed_addr constant [2 x i8] c"A\00", align 1

define void @main() {
  ; CHECK: %a1 = call {{.*}}handlefrombinding{{.*}}(i32 0, i32 0, i32 4, i32 1, ptr @A.str)
  %a1 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 4, i32 1, ptr @A.str)
  ; CHECK: %a3 = call {{.*}}handlefrombinding{{.*}}(i32 0, i32 0, i32 4, i32 3, ptr @A.str)
  %a3 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 4, i32 3, ptr @A.str)
  ret void
}
