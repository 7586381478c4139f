; Module-level DXIL metadata in the modern form: the triple names the shader
; model and stage from dx.shaderModel, the data layout is LLVM's DirectX
; one, the entry gets "hlsl.numthreads"/"hlsl.shader"/"hlsl.wavesize" from
; its dx.entryPoints properties, readnone/readonly become
; memory(none)/memory(read); dx.version, dx.shaderModel, dx.entryPoints
; and dx.typeAnnotations go, dx.valver and llvm.ident stay.
; RUN: hlslc-opt -S -dxil-upgrade %s | FileCheck %s

; CHECK: target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
; CHECK: target triple = "dxil-pc-shadermodel6.6-compute"
target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

; CHECK: define void @main() [[ENTRY:#[0-9]+]] {
define void @main() {
  %x = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %y = call i32 @ext(i32 %x)
  ret void
}

; CHECK-DAG: declare i32 @llvm.dx.thread.id(i32) [[RN:#[0-9]+]]
declare i32 @dx.op.threadId.i32(i32, i32) #0
; CHECK-DAG: declare i32 @ext(i32) [[RO:#[0-9]+]]
declare i32 @ext(i32) #1

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind readonly }

; CHECK-DAG: attributes [[ENTRY]] = { "hlsl.numthreads"="8,4,1" "hlsl.shader"="compute" "hlsl.wavesize"="32,0,0" }
; CHECK-DAG: attributes [[RN]] = { nounwind memory(none) }
; CHECK-DAG: attributes [[RO]] = { nounwind memory(read) }

; CHECK: !llvm.ident = !{!0}
; CHECK-NEXT: !dx.valver = !{!1}
; CHECK-NOT: !dx.version
; CHECK-NOT: !dx.shaderModel
; CHECK-NOT: !dx.typeAnnotations
; CHECK-NOT: !dx.entryPoints
!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.typeAnnotations = !{!4}
!dx.entryPoints = !{!5}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 6}
!2 = !{i32 1, i32 8}
!3 = !{!"cs", i32 6, i32 6}
!4 = !{i32 1, void ()* @main, !{}}
!5 = !{void ()* @main, !"main", null, null, !6}
!6 = !{i32 0, i64 524288, i32 4, !7, i32 11, !8}
!7 = !{i32 8, i32 4, i32 1}
!8 = !{i32 32}
