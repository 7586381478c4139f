; RUN: hlslc-opt -S -passes=globalopt %s | FileCheck %s
; An internal global stored once at the start of the entry function and
; otherwise only loaded (how the front end keeps resource handles) is
; replaced by the stored value; the store and the global go away.

@CB.cb = internal global target("dx.CBuffer", { float }) poison
@counter = internal global i32 0

declare target("dx.CBuffer", { float }) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_sl_f32st(i32, i32, i32, i32, ptr)
declare void @use(target("dx.CBuffer", { float }))

; CHECK-NOT: @CB.cb =
; CHECK-LABEL: define void @main(
; CHECK-NEXT: entry:
; CHECK-NEXT: %h = call target("dx.CBuffer", { float }) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_sl_f32st(i32 0, i32 0, i32 1, i32 0, ptr null)
; CHECK-NEXT: call void @use(target("dx.CBuffer", { float }) %h)
; CHECK: then:
; CHECK-NEXT: call void @use(target("dx.CBuffer", { float }) %h)
define void @main(i1 %c) {
entry:
  %h = call target("dx.CBuffer", { float }) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_sl_f32st(i32 0, i32 0, i32 1, i32 0, ptr null)
  store target("dx.CBuffer", { float }) %h, ptr @CB.cb, align 4
  %l1 = load target("dx.CBuffer", { float }), ptr @CB.cb, align 4
  call void @use(target("dx.CBuffer", { float }) %l1)
  br i1 %c, label %then, label %end
then:
  %l2 = load target("dx.CBuffer", { float }), ptr @CB.cb, align 4
  call void @use(target("dx.CBuffer", { float }) %l2)
  br label %end
end:
  ret void
}

; A global stored twice keeps its loads and stores.
; CHECK-LABEL: define i32 @twice(
; CHECK: store i32 1, ptr @counter
; CHECK: store i32 2, ptr @counter
; CHECK: load i32, ptr @counter
define i32 @twice() {
entry:
  store i32 1, ptr @counter, align 4
  store i32 2, ptr @counter, align 4
  %v = load i32, ptr @counter, align 4
  ret i32 %v
}
