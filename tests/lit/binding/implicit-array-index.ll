; RUN: hlslc-opt -S -dxil-resource-implicit-binding %s | FileCheck %s
;
; All handles with one order id are one resource: they share the register
; found for the first and keep their own index (arrays are reserved whole).

target triple = "dxil-pc-shadermodel6.0-compute"

define void @main() {
  ; RWBuffer<float> A : register(u0);
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  ; RWBuffer<float> B[3]; B[2] and B[0]
  %b2 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding(i32 7, i32 0, i32 3, i32 2, ptr null)
  %b0 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding(i32 7, i32 0, i32 3, i32 0, ptr null)
  ; RWBuffer<float> C;
  %c = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding(i32 8, i32 0, i32 1, i32 0, ptr null)
  ret void
}

; CHECK: %b2 = call {{.*}} @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 1, i32 3, i32 2, ptr null)
; CHECK: %b0 = call {{.*}} @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 1, i32 3, i32 0, ptr null)
; CHECK: %c = call {{.*}} @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 4, i32 1, i32 0, ptr null)
; CHECK-NOT: handlefromimplicitbinding
