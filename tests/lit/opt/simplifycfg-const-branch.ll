; RUN: hlslc-opt -S -passes=simplifycfg %s | FileCheck %s
; Branches and switches on constants become unconditional, the blocks they
; no longer reach are deleted (with their phi entries) and the remaining
; straight line code is merged into one block.

; CHECK-LABEL: define i32 @br_const(
; CHECK-NEXT: entry:
; CHECK-NEXT: %x = add i32 %a, 1
; CHECK-NEXT: ret i32 %x
define i32 @br_const(i32 %a) {
entry:
  br i1 true, label %yes, label %no
yes:
  %x = add i32 %a, 1
  br label %join
no:
  %y = add i32 %a, 2
  br label %join
join:
  %p = phi i32 [ %x, %yes ], [ %y, %no ]
  ret i32 %p
}

; CHECK-LABEL: define i32 @switch_const(
; CHECK-NEXT: entry:
; CHECK-NEXT: ret i32 20
define i32 @switch_const() {
entry:
  switch i32 2, label %d [ i32 1, label %one
                           i32 2, label %two ]
one:
  br label %join
two:
  br label %join
d:
  br label %join
join:
  %p = phi i32 [ 10, %one ], [ 20, %two ], [ 0, %d ]
  ret i32 %p
}

; CHECK-LABEL: define void @dead_loop(
; CHECK-NEXT: entry:
; CHECK-NEXT: ret void
define void @dead_loop() {
entry:
  ret void
orphan:
  %v = add i32 1, 2
  br label %orphan
}
