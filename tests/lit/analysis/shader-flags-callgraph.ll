; print-dx-shader-flags: per-function masks, merged along the call graph (a
; caller gets its callees' flags; the functions of a recursive cycle share
; one mask), plus flags no corpus test covers: wave ops, tiled resources
; (the status of a load is used) and 64-bit groupshared atomics.
; RUN: hlslc-opt -disable-output -passes=print-dx-shader-flags %s 2>&1 | FileCheck %s

target triple = "dxil-pc-shadermodel6.7-library"

@gs = addrspace(3) global i64 0

; CHECK:      ; Combined Shader Flags for Module
; CHECK-NEXT: ; Shader Flags Value: 0x10181020
; CHECK-NEXT: ;
; CHECK-NEXT: ; Note: shader requires additional functionality:
; CHECK-NEXT: ;       Minimum-precision data types
; CHECK-NEXT: ;       Tiled resources
; CHECK-NEXT: ;       Wave level operations
; CHECK-NEXT: ;       64-Bit integer
; CHECK-NEXT: ;       64-bit Atomics on Group Shared
; CHECK-NEXT: ; Note: extra DXIL module flags:
; CHECK-NEXT: ;       Low-precision data types present
; CHECK-NEXT: ;
; CHECK-NEXT: ; Shader Flags for Module Functions

; CHECK-NEXT: ; Function leaf : 0x00080000
define i1 @leaf() {
  %w = call i1 @llvm.dx.wave.is.first.lane()
  ret i1 %w
}

; a and b call each other: both get the union of their masks, including
; leaf's wave ops (through b) and a's half arithmetic.
; CHECK:      ; Function a : 0x00080020
define half @a(half %x) {
  %y = fadd half %x, %x
  %r = call half @b(half %y)
  ret half %r
}

; CHECK:      ; Function b : 0x00080020
define half @b(half %x) {
  %w = call i1 @leaf()
  br i1 %w, label %rec, label %done
rec:
  %r = call half @a(half %x)
  ret half %r
done:
  ret half %x
}

; CHECK:      ; Function lone : 0x10100000
define void @lone() {
  %old = atomicrmw add ptr addrspace(3) @gs, i64 1 monotonic
  ret void
}

; CHECK:      ; Function tiled : 0x00001000
define i1 @tiled() {
  %h = call target("dx.TypedBuffer", float, 0, 0, 0)
      @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %ld = call { float, i1 } @llvm.dx.resource.load.typedbuffer(
      target("dx.TypedBuffer", float, 0, 0, 0) %h, i32 0)
  %ok = extractvalue { float, i1 } %ld, 1
  ret i1 %ok
}
