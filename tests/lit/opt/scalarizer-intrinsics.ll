; RUN: hlslc-opt -S -passes=scalarizer %s | FileCheck %s
; Elementwise intrinsics are called once per lane through their scalar
; overload (declared on demand with the same attributes); intrinsics that
; are not elementwise keep their vector operands, which are rebuilt. Lanes
; of a pure call that nobody reads are dropped.

declare <3 x float> @llvm.dx.frac.v3f32(<3 x float>) #0
declare <3 x i32> @llvm.umax.v3i32(<3 x i32>, <3 x i32>)
declare float @llvm.dx.fdot.v3f32(<3 x float>, <3 x float>) #0

; CHECK-LABEL: define float @f(
; CHECK-NEXT: entry:
; CHECK-NEXT: %a.i0 = extractelement <3 x float> %a, i64 0
; CHECK-NEXT: %fr.i0 = call float @llvm.dx.frac.f32(float %a.i0)
; CHECK-NEXT: %a.i1 = extractelement <3 x float> %a, i64 1
; CHECK-NEXT: %fr.i1 = call float @llvm.dx.frac.f32(float %a.i1)
; CHECK-NEXT: %a.i2 = extractelement <3 x float> %a, i64 2
; CHECK-NEXT: %fr.i2 = call float @llvm.dx.frac.f32(float %a.i2)
; CHECK-NEXT: %u.i2 = extractelement <3 x i32> %u, i64 2
; CHECK-NEXT: %fr.upto0 = insertelement <3 x float> poison, float %fr.i0, i64 0
; CHECK-NEXT: %fr.upto1 = insertelement <3 x float> %fr.upto0, float %fr.i1, i64 1
; CHECK-NEXT: %fr = insertelement <3 x float> %fr.upto1, float %fr.i2, i64 2
; CHECK-NEXT: %m.i2 = call i32 @llvm.umax.i32(i32 %u.i2, i32 7)
; CHECK-NEXT: store i32 %m.i2, ptr %p, align 4
; CHECK-NEXT: %d = call float @llvm.dx.fdot.v3f32(<3 x float> %fr, <3 x float> %a)
; CHECK-DAG: declare float @llvm.dx.frac.f32(float) #0
; CHECK-DAG: declare i32 @llvm.umax.i32(i32, i32)
define float @f(<3 x float> %a, <3 x i32> %u, ptr %p) {
entry:
  %fr = call <3 x float> @llvm.dx.frac.v3f32(<3 x float> %a)
  %m = call <3 x i32> @llvm.umax.v3i32(<3 x i32> %u, <3 x i32> <i32 7, i32 7, i32 7>)
  %e = extractelement <3 x i32> %m, i32 2
  store i32 %e, ptr %p, align 4
  %d = call float @llvm.dx.fdot.v3f32(<3 x float> %fr, <3 x float> %a)
  ret float %d
}

attributes #0 = { nounwind memory(none) }
