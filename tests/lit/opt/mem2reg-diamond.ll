; RUN: hlslc-opt -S -passes=mem2reg %s | FileCheck %s
; A variable assigned on both sides of an if/else becomes a phi; the
; allocas, loads and stores disappear.

; CHECK-LABEL: define i32 @diamond(
; CHECK-NOT: alloca
; CHECK: then:
; CHECK-NEXT: br label %end
; CHECK: else:
; CHECK-NEXT: %t2 = add i32 %a, 5
; CHECK: end:
; CHECK-NEXT: %y.0 = phi i32 [ 1, %then ], [ %t2, %else ]
; CHECK-NEXT: %z = add i32 %y.0, %a
; CHECK-NEXT: ret i32 %z
define i32 @diamond(i1 %c, i32 %a) {
entry:
  %x = alloca i32, align 4
  %y = alloca i32, align 4
  store i32 %a, ptr %x, align 4
  br i1 %c, label %then, label %else
then:
  store i32 1, ptr %y, align 4
  br label %end
else:
  %t = load i32, ptr %x, align 4
  %t2 = add i32 %t, 5
  store i32 %t2, ptr %y, align 4
  br label %end
end:
  %r = load i32, ptr %y, align 4
  %s = load i32, ptr %x, align 4
  %z = add i32 %r, %s
  ret i32 %z
}
