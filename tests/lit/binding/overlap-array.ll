; RUN: not hlslc-opt -S -passes=dxil-post-optimization-validation %s 2>&1 | FileCheck %s
;
; An array binding that runs into the next resource of the same class and
; space is reported with both names and registers; the SRV at t0 does not
; clash with the UAV at u0 (different classes).

target triple = "dxil-pc-shadermodel6.0-compute"

@A.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@B.str = private unnamed_addr constant [2 x i8] c"B\00", align 1
@T.str = private unnamed_addr constant [2 x i8] c"T\00", align 1

define void @main() {
  ; RWBuffer<float> A[4] : register(u0);
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 4, i32 0, ptr @A.str)
  ; RWBuffer<float> B : register(u3);
  %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 3, i32 1, i32 0, ptr @B.str)
  ; Buffer<float> T : register(t0);
  %t = call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @T.str)
  ret void
}

; CHECK: error: resource A at register 0 overlaps with resource B at register 3 in space 0
; CHECK-NOT: error:
