; RUN: not hlslc-opt -S -passes=inline %s 2>&1 | FileCheck %s
; HLSL has no recursion: a call cycle is an error.

; CHECK: error: recursion is not allowed (call cycle through '{{even|odd}}')

define internal i32 @even(i32 %n) {
entry:
  %r = call i32 @odd(i32 %n)
  ret i32 %r
}

define internal i32 @odd(i32 %n) {
entry:
  %r = call i32 @even(i32 %n)
  ret i32 %r
}

define i32 @main(i32 %n) {
entry:
  %r = call i32 @even(i32 %n)
  ret i32 %r
}
