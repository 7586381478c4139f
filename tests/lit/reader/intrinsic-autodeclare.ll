; A call to an undeclared llvm.* intrinsic declares it with the call's type,
; under LLVM's mangled name (one declaration per distinct call type).
; RUN: hlslc-opt -S %s | FileCheck %s

; CHECK: %h1 = call target("dx.RawBuffer", float, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_0_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
; CHECK: %h2 = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr null)
; CHECK: %l = call { <4 x float>, i1 } @llvm.dx.resource.load.typedbuffer.v4f32.tdx.TypedBuffer_v4f32_1_0_0t(
; CHECK-DAG: declare target("dx.RawBuffer", float, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_0_0t(i32, i32, i32, i32, ptr)
; CHECK-DAG: declare target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32, i32, i32, i32, ptr)
; CHECK-DAG: declare { <4 x float>, i1 } @llvm.dx.resource.load.typedbuffer.v4f32.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0), i32)
; CHECK-NOT: @llvm.dx.resource.handlefrombinding(

define void @main() {
  %h1 = call target("dx.RawBuffer", float, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %h2 = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr null)
  %l = call { <4 x float>, i1 } @llvm.dx.resource.load.typedbuffer(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h2, i32 0)
  ret void
}
