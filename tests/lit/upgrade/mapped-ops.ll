; dx.op calls with an intrinsic in the op table's map become that
; intrinsic (the immediates of Barrier and WaveActiveOp select which one);
; ops without one (Dot3 takes scalars, TextureLoad has no upgrade yet) stay
; dx.op calls, with resource handles passed through
; llvm.dx.resource.casthandle. dx.precise attachments are kept.
; RUN: hlslc-opt -S -dxil-upgrade %s | FileCheck %s

target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%"class.Texture2D<vector<float, 4> >" = type { <4 x float>, %"class.Texture2D<vector<float, 4> >::mips_type" }
%"class.Texture2D<vector<float, 4> >::mips_type" = type { i32 }

; CHECK-LABEL: define void @main()
; CHECK-NEXT: %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @T.str)
; CHECK-NEXT: [[CAST:%[0-9]+]] = call %dx.types.Handle @llvm.dx.resource.casthandle.s_dx.types.Handles.tdx.Texture_v4f32_0_0_0_2t(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %tex)
; CHECK-NEXT: %x = call i32 @llvm.dx.thread.id(i32 0)
; CHECK-NEXT: %f = uitofp i32 %x to float
; CHECK-NEXT: %s = call float @llvm.sin.f32(float %f), !dx.precise ![[P:[0-9]+]]
; CHECK-NEXT: %m = call float @llvm.maxnum.f32(float %s, float %f)
; CHECK-NEXT: %a = call float @llvm.fmuladd.f32(float %m, float %s, float %f)
; CHECK-NEXT: call void @llvm.dx.group.memory.barrier.with.group.sync()
; CHECK-NEXT: %w = call float @llvm.dx.wave.reduce.sum.f32(float %a)
; CHECK-NEXT: %d = call float @dx.op.dot3.f32(i32 55, float %w, float %w, float %w, float %a, float %a, float %a)
; CHECK-NEXT: %t = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle [[CAST]], i32 0, i32 %x, i32 %x, i32 undef, i32 undef, i32 undef, i32 undef)
; CHECK: ![[P]] = !{i32 1}
define void @main() {
  %tex = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %x = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %f = uitofp i32 %x to float
  %s = call float @dx.op.unary.f32(i32 13, float %f), !dx.precise !9
  %m = call float @dx.op.binary.f32(i32 35, float %s, float %f)
  %a = call float @dx.op.tertiary.f32(i32 46, float %m, float %s, float %f)
  call void @dx.op.barrier(i32 80, i32 9)
  %w = call float @dx.op.waveActiveOp.f32(i32 119, float %a, i8 0, i8 0)
  %d = call float @dx.op.dot3.f32(i32 55, float %w, float %w, float %w, float %a, float %a, float %a)
  %t = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %tex, i32 0, i32 %x, i32 %x, i32 undef, i32 undef, i32 undef, i32 undef)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #1
declare i32 @dx.op.threadId.i32(i32, i32) #0
declare float @dx.op.unary.f32(i32, float) #0
declare float @dx.op.binary.f32(i32, float, float) #0
declare float @dx.op.tertiary.f32(i32, float, float, float) #0
declare void @dx.op.barrier(i32, i32) #2
declare float @dx.op.waveActiveOp.f32(i32, float, i8, i8) #3
declare float @dx.op.dot3.f32(i32, float, float, float, float, float, float) #0
declare %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i32) #1

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind readonly }
attributes #2 = { noduplicate nounwind }
attributes #3 = { nounwind }

!dx.version = !{!0}
!dx.shaderModel = !{!1}
!dx.resources = !{!2}
!dx.entryPoints = !{!6}

!0 = !{i32 1, i32 0}
!1 = !{!"cs", i32 6, i32 0}
!2 = !{!3, null, null, null}
!3 = !{!4}
!4 = !{i32 0, %"class.Texture2D<vector<float, 4> >"* undef, !"T", i32 0, i32 0, i32 1, i32 2, i32 0, !5}
!5 = !{i32 0, i32 9}
!6 = !{void ()* @main, !"main", null, !2, !7}
!7 = !{i32 4, !8}
!8 = !{i32 64, i32 1, i32 1}
!9 = !{i32 1}
