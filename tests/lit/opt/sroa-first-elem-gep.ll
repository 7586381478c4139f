; RUN: hlslc-opt -passes=sroa -S %s | FileCheck %s
; A GEP whose source type is the alloca's first element (what folding a zero
; GEP on a localized global leaves) is the same GEP on element 0: the struct
; of handles is still split and the handles forwarded to their uses.

%struct.A = type { [3 x target("dx.Texture", <4 x float>, 1, 0, 0, 2)] }

; CHECK-LABEL: define void @main()
; CHECK-NOT: alloca
; CHECK: [[H0:%[a-z0-9]+]] = call target("dx.Texture", <4 x float>, 1, 0, 0, 2) @llvm.dx.resource.handlefromheap.tdx.Texture_v4f32_1_0_0_2t(i32 0)
; CHECK: [[H1:%[a-z0-9]+]] = call target("dx.Texture", <4 x float>, 1, 0, 0, 2) @llvm.dx.resource.handlefromheap.tdx.Texture_v4f32_1_0_0_2t(i32 1)
; CHECK: call ptr @llvm.dx.resource.getpointer.p0.tdx.Texture_v4f32_1_0_0_2t(target("dx.Texture", <4 x float>, 1, 0, 0, 2) [[H0]], i32 0)
; CHECK: call ptr @llvm.dx.resource.getpointer.p0.tdx.Texture_v4f32_1_0_0_2t(target("dx.Texture", <4 x float>, 1, 0, 0, 2) [[H1]], i32 0)
define void @main() {
entry:
  %a = alloca %struct.A, align 4
  store target("dx.Texture", <4 x float>, 1, 0, 0, 2) none, ptr %a, align 4
  %0 = getelementptr inbounds %struct.A, ptr %a, i32 0, i32 0, i32 1
  store target("dx.Texture", <4 x float>, 1, 0, 0, 2) none, ptr %0, align 4
  %h0 = call target("dx.Texture", <4 x float>, 1, 0, 0, 2) @llvm.dx.resource.handlefromheap.tdx.Texture_v4f32_1_0_0_2t(i32 0)
  %h1 = call target("dx.Texture", <4 x float>, 1, 0, 0, 2) @llvm.dx.resource.handlefromheap.tdx.Texture_v4f32_1_0_0_2t(i32 1)
  store target("dx.Texture", <4 x float>, 1, 0, 0, 2) %h0, ptr %a, align 4
  %1 = getelementptr inbounds [3 x target("dx.Texture", <4 x float>, 1, 0, 0, 2)], ptr %a, i32 0, i32 1
  store target("dx.Texture", <4 x float>, 1, 0, 0, 2) %h1, ptr %1, align 4
  %2 = getelementptr inbounds [3 x target("dx.Texture", <4 x float>, 1, 0, 0, 2)], ptr %a, i32 0, i32 0
  %l0 = load target("dx.Texture", <4 x float>, 1, 0, 0, 2), ptr %2, align 4
  %p0 = call ptr @llvm.dx.resource.getpointer.p0.tdx.Texture_v4f32_1_0_0_2t(target("dx.Texture", <4 x float>, 1, 0, 0, 2) %l0, i32 0)
  store <4 x float> zeroinitializer, ptr %p0, align 4
  %3 = getelementptr inbounds %struct.A, ptr %a, i32 0, i32 0, i32 1
  %l1 = load target("dx.Texture", <4 x float>, 1, 0, 0, 2), ptr %3, align 4
  %p1 = call ptr @llvm.dx.resource.getpointer.p0.tdx.Texture_v4f32_1_0_0_2t(target("dx.Texture", <4 x float>, 1, 0, 0, 2) %l1, i32 0)
  store <4 x float> zeroinitializer, ptr %p1, align 4
  ret void
}

declare target("dx.Texture", <4 x float>, 1, 0, 0, 2) @llvm.dx.resource.handlefromheap.tdx.Texture_v4f32_1_0_0_2t(i32)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.Texture_v4f32_1_0_0_2t(target("dx.Texture", <4 x float>, 1, 0, 0, 2), i32)
