; RUN: hlslc-opt -S -passes=scalarizer %s | FileCheck %s
; A vector produced by an intrinsic that stays vector (a typed buffer load
; returning {<4 x float>, i1}) is read lane by lane with extractelement
; (inserted after the definition, in the order the lanes are needed); the arithmetic on it is scalar and the vector handed to
; the store intrinsic is rebuilt from scalar lanes.

declare { <4 x float>, i1 } @llvm.dx.resource.load.typedbuffer.v4f32.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0), i32)
declare void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_v4f32_1_0_0t.v4f32(target("dx.TypedBuffer", <4 x float>, 1, 0, 0), i32, <4 x float>)

; CHECK-LABEL: define void @f(
; CHECK: %ld = call { <4 x float>, i1 } @llvm.dx.resource.load.typedbuffer
; CHECK-NEXT: %v = extractvalue { <4 x float>, i1 } %ld, 0
; CHECK-NEXT: %v.i0 = extractelement <4 x float> %v, i64 0
; CHECK-NEXT: %d.i0 = fmul float %v.i0, %v.i0
; CHECK-NEXT: %v.i1 = extractelement <4 x float> %v, i64 1
; CHECK-NEXT: %d.i1 = fmul float %v.i1, %v.i1
; CHECK-NEXT: %v.i2 = extractelement <4 x float> %v, i64 2
; CHECK-NEXT: %d.i2 = fmul float %v.i2, %v.i2
; CHECK-NEXT: %v.i3 = extractelement <4 x float> %v, i64 3
; CHECK-NEXT: %d.i3 = fmul float %v.i3, %v.i3
; CHECK-NEXT: %d.upto0 = insertelement <4 x float> poison, float %d.i0, i64 0
; CHECK: %d = insertelement <4 x float> %d.upto2, float %d.i3, i64 3
; CHECK-NEXT: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_v4f32_1_0_0t.v4f32(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 %i, <4 x float> %d)
define void @f(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 %i) {
entry:
  %ld = call { <4 x float>, i1 } @llvm.dx.resource.load.typedbuffer.v4f32.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 %i)
  %v = extractvalue { <4 x float>, i1 } %ld, 0
  %d = fmul <4 x float> %v, %v
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_v4f32_1_0_0t.v4f32(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 %i, <4 x float> %d)
  ret void
}
