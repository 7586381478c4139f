; RUN: hlslc-opt -S -passes=sroa %s | FileCheck %s
; A member array indexed with a variable stays an alloca (DXIL allows local
; arrays); the other members of the struct are still split and promoted, and
; a whole copy of the array becomes element loads.

%struct.S = type { float, [4 x i32] }

; CHECK-LABEL: define i32 @dyn(
; CHECK-NEXT: entry:
; CHECK-NEXT: %s.1 = alloca [4 x i32], align 4
; CHECK-NEXT: %e = getelementptr inbounds [4 x i32], ptr %s.1, i32 0, i32 %i
; CHECK-NEXT: store i32 7, ptr %e, align 4
; CHECK: load i32, ptr
; CHECK-NOT: load [4 x i32]
; CHECK-NOT: alloca
; CHECK: ret i32
define i32 @dyn(float %a, i32 %i) {
entry:
  %s = alloca %struct.S, align 4
  %t = alloca [4 x i32], align 4
  %f0 = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 0
  store float %a, ptr %f0, align 4
  %arr = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 1
  %e = getelementptr inbounds [4 x i32], ptr %arr, i32 0, i32 %i
  store i32 7, ptr %e, align 4
  %copy = load [4 x i32], ptr %arr, align 4
  store [4 x i32] %copy, ptr %t, align 4
  %t2 = getelementptr inbounds [4 x i32], ptr %t, i32 0, i32 2
  %r = load i32, ptr %t2, align 4
  ret i32 %r
}
