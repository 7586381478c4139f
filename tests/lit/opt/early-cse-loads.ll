; RUN: hlslc-opt -S -passes=early-cse %s | FileCheck %s
; Loads (and readonly calls) are merged only within one memory generation:
; a store or a writing call in between, or a join of several paths, starts
; a new one.

@n = external addrspace(2) global i32
@g = internal global i32 0

declare void @write()

; CHECK-LABEL: define i32 @f(
; CHECK-NEXT: entry:
; CHECK-NEXT: %a = load i32, ptr addrspace(2) @n, align 4
; CHECK-NEXT: %s1 = add i32 %a, %a
; CHECK-NEXT: store i32 %s1, ptr @g, align 4
; CHECK-NEXT: %c = load i32, ptr addrspace(2) @n, align 4
; CHECK-NEXT: br i1 %p, label %then, label %join
; CHECK: then:
; CHECK-NEXT: %s2 = add i32 %c, 1
; CHECK-NEXT: call void @write()
; CHECK-NEXT: %e = load i32, ptr addrspace(2) @n, align 4
; CHECK: join:
; CHECK-NEXT: %f = load i32, ptr addrspace(2) @n, align 4
define i32 @f(i1 %p) {
entry:
  %a = load i32, ptr addrspace(2) @n, align 4
  %b = load i32, ptr addrspace(2) @n, align 4
  %s1 = add i32 %a, %b
  store i32 %s1, ptr @g, align 4
  %c = load i32, ptr addrspace(2) @n, align 4
  br i1 %p, label %then, label %join
then:
  %d = load i32, ptr addrspace(2) @n, align 4
  %s2 = add i32 %d, 1
  call void @write()
  %e = load i32, ptr addrspace(2) @n, align 4
  br label %join
join:
  %f = load i32, ptr addrspace(2) @n, align 4
  %r = add i32 %f, %c
  ret i32 %r
}
