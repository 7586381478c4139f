; RUN: hlslc-opt -S -passes=sroa %s | FileCheck %s
; Whole-aggregate loads and stores are split into element accesses
; (insertvalue/extractvalue), so a struct copied between two locals still
; ends up in SSA values.

%struct.P = type { i32, [2 x float] }

; CHECK-LABEL: define float @copy(
; CHECK-NOT: alloca
; CHECK-NOT: load
; CHECK-NOT: store
; CHECK: ret float
define float @copy(i32 %i, float %f) {
entry:
  %a = alloca %struct.P, align 4
  %b = alloca %struct.P, align 4
  %a0 = getelementptr inbounds %struct.P, ptr %a, i32 0, i32 0
  store i32 %i, ptr %a0, align 4
  %a1 = getelementptr inbounds %struct.P, ptr %a, i32 0, i32 1, i32 1
  store float %f, ptr %a1, align 4
  %w = load %struct.P, ptr %a, align 4
  store %struct.P %w, ptr %b, align 4
  %b1 = getelementptr inbounds %struct.P, ptr %b, i32 0, i32 1, i32 1
  %r = load float, ptr %b1, align 4
  ret float %r
}

; Storing a constant aggregate needs no extractvalue.
; CHECK-LABEL: define i32 @zeroinit(
; CHECK-NEXT: entry:
; CHECK-NEXT: ret i32 0
define i32 @zeroinit() {
entry:
  %a = alloca %struct.P, align 4
  store %struct.P zeroinitializer, ptr %a, align 4
  %r = load i32, ptr %a, align 4
  ret i32 %r
}
