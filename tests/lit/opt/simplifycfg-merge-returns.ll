; RUN: hlslc-opt -S -passes=simplifycfg %s | FileCheck %s
; Before the iterative part, every block that is only `ret` (or a phi and
; `ret` of it) becomes the last such block (LLVM's mergeEmptyReturnBlocks,
; which keeps the first; in DXC's pipeline every return already branches to
; clang's one return block at the end): the same value (or none) - its
; branches go to that block; different values - it branches there and that
; block returns a phi. A test whose two sides both just return then folds,
; and its dead condition goes with it.

; CHECK-LABEL: define void @two_rets(
; CHECK-NEXT: entry:
; CHECK-NEXT: ret void
define void @two_rets(i32 %a, i32 %b) {
entry:
  %c = icmp uge i32 %a, %b
  br i1 %c, label %x, label %y
x:
  ret void
y:
  ret void
}

; (the empty block x left behind is then bypassed)
; CHECK-LABEL: define i32 @values(
; CHECK-NEXT: entry:
; CHECK-NEXT: br i1 %c, label %y, label %z
; CHECK: z:
; CHECK-NEXT: br i1 %d, label %y, label %w
; CHECK: y:
; CHECK-NEXT: %merge = phi i32 [ 2, %w ], [ 2, %z ], [ 1, %entry ]
; CHECK-NEXT: ret i32 %merge
define i32 @values(i1 %c, i1 %d) {
entry:
  br i1 %c, label %x, label %z
z:
  br i1 %d, label %y, label %w
w:
  call void @side()
  br label %y
x:
  ret i32 1
y:
  ret i32 2
}

declare void @side()
