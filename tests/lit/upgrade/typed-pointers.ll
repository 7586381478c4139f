; dxil-upgrade turns typed pointers into opaque `ptr`: global, alloca, GEP
; and load/store types, function types, constant expressions; pointer to
; pointer bitcasts (instructions and constants) disappear.
; RUN: hlslc-opt -S -dxil-upgrade %s | FileCheck %s

; CHECK: @tbl = internal constant [4 x float] zeroinitializer, align 4
; CHECK: @gs = addrspace(3) global [8 x i32] undef, align 4
; CHECK: @p = internal global ptr getelementptr inbounds ([4 x float], ptr @tbl, i32 0, i32 1), align 4
@tbl = internal constant [4 x float] zeroinitializer, align 4
@gs = addrspace(3) global [8 x i32] undef, align 4
@p = internal global float* getelementptr inbounds ([4 x float], [4 x float]* @tbl, i32 0, i32 1), align 4

; CHECK-LABEL: define float @f(i32 %i, ptr addrspace(3) %q) {
; CHECK-NEXT:    %a = alloca [2 x i32], align 4
; CHECK-NEXT:    %e = getelementptr inbounds [2 x i32], ptr %a, i32 0, i32 %i
; CHECK-NEXT:    store i32 %i, ptr %e, align 4
; CHECK-NEXT:    %f = load float, ptr %e, align 4
; CHECK-NEXT:    %g = getelementptr [8 x i32], ptr addrspace(3) @gs, i32 0, i32 %i
; CHECK-NEXT:    %v = load i32, ptr addrspace(3) %g, align 4
; CHECK-NEXT:    store i32 %v, ptr addrspace(3) %q, align 4
; CHECK-NEXT:    ret float %f
define float @f(i32 %i, i32 addrspace(3)* %q) {
  %a = alloca [2 x i32], align 4
  %e = getelementptr inbounds [2 x i32], [2 x i32]* %a, i32 0, i32 %i
  store i32 %i, i32* %e, align 4
  %b = bitcast i32* %e to float*
  %f = load float, float* %b, align 4
  %g = getelementptr [8 x i32], [8 x i32] addrspace(3)* @gs, i32 0, i32 %i
  %v = load i32, i32 addrspace(3)* %g, align 4
  store i32 %v, i32 addrspace(3)* %q, align 4
  ret float %f
}
