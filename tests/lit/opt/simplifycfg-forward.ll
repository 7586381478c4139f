; RUN: hlslc-opt -S -passes=simplifycfg %s | FileCheck %s
; An empty block that only branches on is bypassed when the successor's
; phis allow it; a block with a single predecessor ending in an
; unconditional branch is merged into it.

; CHECK-LABEL: define i32 @fwd(
; CHECK: entry:
; CHECK-NEXT: br i1 %c, label %join, label %other
; CHECK: other:
; CHECK-NEXT: %v = mul i32 %a, 3
; CHECK-NEXT: %w = add i32 %v, %a
; CHECK-NEXT: call void @side()
; CHECK-NEXT: br label %join
; CHECK: join:
; CHECK-NEXT: %p = phi i32 [ %w, %other ], [ %a, %entry ]
; CHECK-NEXT: ret i32 %p
define i32 @fwd(i1 %c, i32 %a) {
entry:
  br i1 %c, label %empty, label %other
empty:
  br label %join
other:
  %v = mul i32 %a, 3
  br label %more
more:
  %w = add i32 %v, %a
  call void @side()
  br label %join
join:
  %p = phi i32 [ %a, %empty ], [ %w, %more ]
  ret i32 %p
}

declare void @side()
