; RUN: hlslc-opt -S -passes=mem2reg %s | FileCheck %s
; A variable stored in one block and read only in blocks that block strictly
; dominates needs no phi (@dom: mem2reg skips its liveness walk); with a
; second store on one path, the join gets its phi (@two).

; CHECK-LABEL: define i32 @dom(
; CHECK-NOT: phi
; CHECK: ret i32 %a
define i32 @dom(i1 %c, i32 %a) {
entry:
  %x = alloca i32, align 4
  store i32 %a, ptr %x, align 4
  br i1 %c, label %l, label %r
l:
  %0 = load i32, ptr %x, align 4
  br label %j
r:
  br label %j
j:
  %1 = load i32, ptr %x, align 4
  ret i32 %1
}

; CHECK-LABEL: define i32 @two(
; CHECK: j:
; CHECK-NEXT: %x.0 = phi i32 [ %a, %s ], [ %b, %entry ]
; CHECK-NEXT: ret i32 %x.0
define i32 @two(i1 %c, i32 %a, i32 %b) {
entry:
  %x = alloca i32, align 4
  store i32 %b, ptr %x, align 4
  br i1 %c, label %s, label %j
s:
  store i32 %a, ptr %x, align 4
  br label %j
j:
  %0 = load i32, ptr %x, align 4
  ret i32 %0
}
