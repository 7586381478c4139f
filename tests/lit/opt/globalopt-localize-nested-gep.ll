; RUN: hlslc-opt -S -passes=globalopt %s | FileCheck %s
; A static struct whose array member is reached through a constant GEP on a
; constant GEP of the global (gep [2 x %H], (gep %S, @s, 0, 1), 0, 1) is
; localized like one reached through a single GEP: the chain becomes GEP
; instructions on the alloca, innermost first. (hlslc kept such a static
; global, and an unused static's stores then kept its buffer alive.)

%H = type { i32 }
%S = type { i32, [2 x %H] }

@s = internal global %S undef, align 4

; CHECK-NOT: @s =
; CHECK-LABEL: define void @main(
; CHECK-NEXT: entry:
; CHECK-NEXT: %s = alloca %S, align 4
; CHECK-NEXT: store i32 1, ptr %s, align 4
; CHECK-NEXT: [[M:%.*]] = getelementptr inbounds %S, ptr %s, i32 0, i32 1
; CHECK-NEXT: [[E:%.*]] = getelementptr inbounds [2 x %H], ptr [[M]], i32 0, i32 1
; CHECK-NEXT: store i32 2, ptr [[E]], align 4
; CHECK-NEXT: [[M2:%.*]] = getelementptr inbounds %S, ptr %s, i32 0, i32 1
; CHECK-NEXT: [[E2:%.*]] = getelementptr inbounds [2 x %H], ptr [[M2]], i32 0, i32 1
; CHECK-NEXT: %v = load i32, ptr [[E2]], align 4
define void @main(ptr %out) #0 {
entry:
  store i32 1, ptr @s, align 4
  store i32 2, ptr getelementptr inbounds ([2 x %H], ptr getelementptr inbounds (%S, ptr @s, i32 0, i32 1), i32 0, i32 1), align 4
  %v = load i32, ptr getelementptr inbounds ([2 x %H], ptr getelementptr inbounds (%S, ptr @s, i32 0, i32 1), i32 0, i32 1), align 4
  store i32 %v, ptr %out, align 4
  ret void
}

attributes #0 = { "hlsl.shader"="compute" }
