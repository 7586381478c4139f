; The DXIL part holds LLVM 3.7 bitcode that LLVM 14 reads back: typed
; pointers (given by the writer to the opaque-pointer module), triple
; dxil-ms-dx, DXC's legacy data layout, fneg written as fsub -0.0, dx.op
; declarations with 3.7 attribute groups, and the dx.* metadata.
; RUN: hlslc-llc %s --filetype=obj -o %t.dxil
; RUN: python3 %S/Inputs/dxil-bitcode.py %t.dxil %t.bc
; RUN: llvm-dis-14 %t.bc -o - | FileCheck %s

; CHECK: target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
; CHECK: target triple = "dxil-ms-dx"
; CHECK: %dx.types.Handle = type { i8* }
; CHECK: @sh = internal addrspace(3) global [64 x float] undef, align 4
; CHECK: define void @main()
; CHECK: call i32 @dx.op.threadId.i32(i32 93, i32 0)
; CHECK: [[P:%.*]] = getelementptr inbounds [64 x float], [64 x float] addrspace(3)* @sh, i32 0, i32 %{{.*}}
; CHECK: store float %{{.*}}, float addrspace(3)* [[P]], align 4
; CHECK: [[Y:%.*]] = load float, float addrspace(3)* [[P]], align 4
; CHECK: fsub float -0.000000e+00, [[Y]]
; CHECK: call void @dx.op.bufferStore.f32(i32 69,
; CHECK: declare i32 @dx.op.threadId.i32(i32, i32) [[RN:#[0-9]+]]
; CHECK: attributes [[RN]] = { nounwind readnone }
; CHECK: !dx.shaderModel = !{![[SM:[0-9]+]]}
; CHECK: ![[SM]] = !{!"cs", i32 6, i32 0}

target triple = "dxil-pc-shadermodel6.0-compute"

@sh = internal addrspace(3) global [64 x float] undef, align 4

define void @main() #0 {
entry:
  %out = call target("dx.TypedBuffer", float, 1, 0, 0)
      @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %tid = call i32 @llvm.dx.thread.id(i32 0)
  %x = uitofp i32 %tid to float
  %p = getelementptr inbounds [64 x float], ptr addrspace(3) @sh, i32 0, i32 %tid
  store float %x, ptr addrspace(3) %p, align 4
  %y = load float, ptr addrspace(3) %p, align 4
  %z = fneg float %y
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t(
      target("dx.TypedBuffer", float, 1, 0, 0) %out, i32 %tid, float %z)
  ret void
}

attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }

!llvm.ident = !{!1}
!dx.valver = !{!0}
!0 = !{i32 1, i32 8}
!1 = !{!"hlslc lit"}
