; RUN: hlslc-opt -S -dxil-flatten-arrays %s | FileCheck %s
; dxil-flatten-arrays: vector arrays, nested arrays and struct arrays in
; memory become one-dimensional scalar arrays (one per struct field); GEPs
; become flat offsets, vector loads/stores one access per component, and
; initializers are split in the same order.

%S = type { i32, <2 x float> }

; CHECK: @g = internal addrspace(3) global [8 x float] undef
@g = internal addrspace(3) global [2 x <4 x float>] undef, align 16
; CHECK: @t = internal constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@t = internal constant [2 x [2 x i32]] [[2 x i32] [i32 1, i32 2], [2 x i32] [i32 3, i32 4]], align 4
; CHECK: @s.0 = internal addrspace(3) global [3 x i32] undef, align 4
; CHECK: @s.1 = internal addrspace(3) global [6 x float] undef, align 4
@s = internal addrspace(3) global [3 x %S] undef, align 4

define float @vec(i32 %i) {
; CHECK-LABEL: define float @vec(
; CHECK: %[[B:[0-9]+]] = mul i32 %i, 4
; CHECK: %[[O:[0-9]+]] = add i32 %[[B]], 2
; CHECK: %[[P:[0-9]+]] = getelementptr inbounds [8 x float], ptr addrspace(3) @g, i32 0, i32 %[[O]]
; CHECK: load float, ptr addrspace(3) %[[P]], align 4
  %p = getelementptr inbounds [2 x <4 x float>], ptr addrspace(3) @g, i32 0, i32 %i
  %v = load <4 x float>, ptr addrspace(3) %p, align 16
  %e = extractelement <4 x float> %v, i32 2
  ret float %e
}

define i32 @nested(i32 %a, i32 %b) {
; CHECK-LABEL: define i32 @nested(
; CHECK: %[[R:[0-9]+]] = mul i32 %a, 2
; CHECK: %[[O:[0-9]+]] = add i32 %[[R]], %b
; CHECK: getelementptr inbounds [4 x i32], ptr @t, i32 0, i32 %[[O]]
  %p = getelementptr inbounds [2 x [2 x i32]], ptr @t, i32 0, i32 %a, i32 %b
  %x = load i32, ptr %p, align 4
  ret i32 %x
}

define void @fields(i32 %i, float %f) {
; CHECK-LABEL: define void @fields(
; CHECK: %[[P0:[0-9]+]] = getelementptr inbounds [3 x i32], ptr addrspace(3) @s.0, i32 0, i32 %i
; CHECK: store i32 7, ptr addrspace(3) %[[P0]], align 4
; CHECK: %[[B:[0-9]+]] = mul i32 %i, 2
; CHECK: %[[O:[0-9]+]] = add i32 %[[B]], 1
; CHECK: %[[P1:[0-9]+]] = getelementptr inbounds [6 x float], ptr addrspace(3) @s.1, i32 0, i32 %[[O]]
; CHECK: store float %f, ptr addrspace(3) %[[P1]], align 4
  %e = getelementptr inbounds [3 x %S], ptr addrspace(3) @s, i32 0, i32 %i
  store i32 7, ptr addrspace(3) %e, align 4
  %b = getelementptr inbounds %S, ptr addrspace(3) %e, i32 0, i32 1, i32 1
  store float %f, ptr addrspace(3) %b, align 4
  ret void
}
