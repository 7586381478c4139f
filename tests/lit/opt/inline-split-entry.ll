; RUN: hlslc-opt -S -passes=inline %s | FileCheck %s
; Inlining at the entry block (the part before the call stays the entry and
; keeps the hoisted allocas), a callee whose return is in its entry block
; (its unreachable blocks come along), a switch with two edges to a block,
; and a single return block that is not the callee's last block.

; CHECK-LABEL: define float @main(float %a, i32 %k, ptr %p) {
; CHECK: {{^}}entry:
; CHECK-NEXT: %r = alloca float, align 4
; CHECK-NEXT: %tmp = alloca float, align 4
; CHECK-NEXT: %q = alloca i32, align 4
; CHECK-NEXT: %tmp3 = alloca float, align 4
; CHECK-NEXT: %q7 = alloca i32, align 4
; CHECK-NEXT: store float %a, ptr %tmp, align 4
; CHECK-NEXT: %l = load float, ptr %tmp, align 4
; CHECK-NEXT: switch i32 %k, label %d [
; CHECK-NEXT: i32 0, label %a1
; CHECK-NEXT: i32 1, label %a1
; CHECK-NEXT: ]
; CHECK: {{^}}a1:
; CHECK-NEXT: store i32 1, ptr %p, align 4
; CHECK-NEXT: br label %d
; CHECK: {{^}}d:
; CHECK-NEXT: store float %l, ptr %tmp3, align 4
; CHECK-NEXT: %l4 = load float, ptr %tmp3, align 4
; CHECK-NEXT: %c = fcmp olt float %l4, 0.000000e+00
; CHECK-NEXT: br i1 %c, label %l1, label %l2
; CHECK: {{^}}unused2:
; CHECK-NEXT: br label %unused2
; CHECK: {{^}}unused:
; CHECK-NEXT: br label %unused
; CHECK: {{^}}l1:
; CHECK-NEXT: switch i32 %k, label %d6 [
; CHECK-NEXT: i32 0, label %a5
; CHECK-NEXT: i32 1, label %a5
; CHECK-NEXT: ]
; CHECK: {{^}}a5:
; CHECK-NEXT: store i32 1, ptr %p, align 4
; CHECK-NEXT: br label %d6
; CHECK: {{^}}d6:
; CHECK-NEXT: br label %l2
; CHECK: {{^}}l2:
; CHECK-NEXT: %m = phi float [ %l, %d ], [ %l4, %d6 ]
; CHECK-NEXT: ret float %m
; CHECK-NEXT: }

define internal float @dead(float %x) {
entry:
  %tmp = alloca float, align 4
  store float %x, ptr %tmp, align 4
  %l = load float, ptr %tmp, align 4
  ret float %l
unused:
  br label %unused
}

define internal void @sw(i32 %k, ptr %p) {
entry:
  %q = alloca i32, align 4
  switch i32 %k, label %d [ i32 0, label %a
                            i32 1, label %a ]
a:
  store i32 1, ptr %p, align 4
  br label %d
d:
  ret void
}

define float @main(float %a, i32 %k, ptr %p) {
entry:
  %r = alloca float, align 4
  %x = call float @dead(float %a)
  call void @sw(i32 %k, ptr %p)
  %y = call float @dead(float %x)
  %c = fcmp olt float %y, 0.0
  br i1 %c, label %l1, label %l2
l1:
  call void @sw(i32 %k, ptr %p)
  br label %l2
l2:
  %m = phi float [ %x, %entry ], [ %y, %l1 ]
  ret float %m
}
