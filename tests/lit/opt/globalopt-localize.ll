; RUN: hlslc-opt -S -passes=globalopt %s | FileCheck %s
; HLSL statics are per thread: an internal global used only inside one
; entry point becomes an alloca there, initialised from the initializer
; (constant-expression GEPs become GEP instructions). A scalar used by
; several entry points becomes an alloca of each (DXC's
; LowerStaticGlobalIntoAlloca); a global also used by a function that is no
; entry, or written but never read, is handled differently.

@seed = internal global i32 7, align 4
@arr = internal global [2 x float] zeroinitializer, align 4
@shared = internal global i32 0, align 4
@sink = internal global i32 0, align 4
@two = internal global i32 5, align 4

; CHECK-NOT: @seed =
; CHECK-NOT: @arr =
; CHECK: @shared = internal global i32 0
; CHECK-NOT: @sink =
; CHECK-NOT: @two =

; CHECK-LABEL: define void @main(
; CHECK-NEXT: entry:
; CHECK-NEXT: %seed = alloca i32, align 4
; CHECK-NEXT: %arr = alloca [2 x float], align 4
; CHECK-NEXT: store i32 7, ptr %seed, align 4
; CHECK-NEXT: store [2 x float] zeroinitializer, ptr %arr, align 4
; CHECK-NEXT: %s = load i32, ptr %seed, align 4
; CHECK: [[P:%.*]] = getelementptr inbounds [2 x float], ptr %arr, i32 0, i32 1
; CHECK-NEXT: store float 1.000000e+00, ptr [[P]], align 4
; CHECK-NOT: @sink
; CHECK: ret void
define void @main(ptr %out) #0 {
entry:
  %s = load i32, ptr @seed, align 4
  %s2 = mul i32 %s, 3
  store i32 %s2, ptr @seed, align 4
  store i32 %s2, ptr @sink, align 4
  store float 1.0, ptr getelementptr inbounds ([2 x float], ptr @arr, i32 0, i32 1), align 4
  %f = load float, ptr getelementptr inbounds ([2 x float], ptr @arr, i32 0, i32 1), align 4
  %fi = fptosi float %f to i32
  store i32 %fi, ptr %out, align 4
  %sh = load i32, ptr @shared, align 4
  store i32 %sh, ptr %out, align 4
  ret void
}

define void @other(ptr %out) #1 {
entry:
  store i32 1, ptr @shared, align 4
  store i32 2, ptr @shared, align 4
  ret void
}

; CHECK-LABEL: define void @e1(
; CHECK-NEXT: entry:
; CHECK-NEXT: %two = alloca i32, align 4
; CHECK-NEXT: store i32 5, ptr %two, align 4
; CHECK-NEXT: store i32 1, ptr %two, align 4
define void @e1(ptr %out) #0 {
entry:
  store i32 1, ptr @two, align 4
  %v = load i32, ptr @two, align 4
  store i32 %v, ptr %out, align 4
  ret void
}

; CHECK-LABEL: define void @e2(
; CHECK-NEXT: entry:
; CHECK-NEXT: %two = alloca i32, align 4
; CHECK-NEXT: store i32 5, ptr %two, align 4
; CHECK-NEXT: %v = load i32, ptr %two, align 4
define void @e2(ptr %out) #0 {
entry:
  %v = load i32, ptr @two, align 4
  store i32 %v, ptr %out, align 4
  ret void
}

attributes #0 = { "hlsl.shader"="compute" }
attributes #1 = { nounwind }
