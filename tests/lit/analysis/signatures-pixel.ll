; Semantic signatures of a pixel shader: interpolation defaults for pixel
; inputs (SV_Position noperspective, integers constant, others linear),
; prefix-stable packing that keeps rows of one interpolation mode, a
; dynamically indexed two-row input, SV_Target outputs placed by semantic
; index, and the view-ID dependency map. print<dxil-signature> shows the
; analysis both from the dx.semantic.signatures table and, after
; dxil-translate-metadata removed it, from the DXIL signature metadata.
; RUN: hlslc-opt -disable-output -passes='print<dxil-signature>' %s 2>&1 | FileCheck %s --check-prefix=ANALYSIS
; RUN: hlslc-opt -disable-output -passes='dxil-translate-metadata,print<dxil-signature>' %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ANALYSIS
; RUN: hlslc-opt -S -passes=dxil-translate-metadata %s | FileCheck %s

target triple = "dxil-pc-shadermodel6.8-pixel"

define void @main(i32 %r) #0 {
  %p = call <4 x float> @llvm.dx.load.input.v4f32(i32 0, i32 0, i8 0, i32 poison)
  %i = call i32 @llvm.dx.load.input.i32(i32 1, i32 0, i8 0, i32 poison)
  %b = call float @llvm.dx.load.input.f32(i32 2, i32 %r, i8 1, i32 poison)
  %x = extractelement <4 x float> %p, i32 0
  call void @llvm.dx.store.output.f32(i32 0, i32 0, i8 3, float %b)
  call void @llvm.dx.store.output.v2f32(i32 1, i32 0, i8 0, <2 x float> zeroinitializer)
  ret void
}

attributes #0 = { "hlsl.shader"="pixel" }

!dx.semantic.signatures = !{!0}
!0 = !{ptr @main, !1, !2}
!1 = !{!3, !4, !5}
!2 = !{!6, !7}
!3 = !{i32 0, !"SV_Position", i32 9, i32 3, !10, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!4 = !{i32 1, !"I", i32 5, i32 0, !10, i32 0, i32 1, i8 1, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!5 = !{i32 2, !"B", i32 9, i32 0, !11, i32 0, i32 2, i8 2, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!6 = !{i32 0, !"SV_Target", i32 9, i32 16, !12, i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!7 = !{i32 1, !"SV_Target", i32 9, i32 16, !10, i32 0, i32 1, i8 2, i32 -1, i8 -1, i8 0, i8 0, i32 0}
!10 = !{i32 0}
!11 = !{i32 0, i32 1}
!12 = !{i32 1}

; ANALYSIS:      Semantic signatures for 'main':
; ANALYSIS-NEXT:   Inputs: 3 elements, 4 vectors
; ANALYSIS-NEXT:     0: SV_Position rows=1 cols=4 at 0:0 usage=15 dynamic=0
; ANALYSIS-NEXT:     1: I rows=1 cols=1 at 1:0 usage=1 dynamic=0
; ANALYSIS-NEXT:     2: B rows=2 cols=2 at 2:0 usage=2 dynamic=2
; ANALYSIS-NEXT:   Outputs: 2 elements, 2 vectors
; ANALYSIS-NEXT:     0: SV_Target rows=1 cols=4 at 1:0 usage=8 dynamic=0
; ANALYSIS-NEXT:     1: SV_Target rows=1 cols=2 at 0:0 usage=3 dynamic=0

; CHECK-NOT: !dx.semantic.signatures
; CHECK: !dx.viewIdState = !{![[STATE:[0-9]+]]}
; CHECK: !dx.entryPoints = !{![[ENTRY:[0-9]+]]}
; CHECK-DAG: ![[STATE]] = !{[18 x i32] [i32 16, i32 8, i32 131, i32 131, i32 131, i32 131, i32 131, i32 0, i32 0, i32 0, i32 0, i32 131, i32 0, i32 0, i32 0, i32 131, i32 0, i32 0]}
; CHECK-DAG: ![[ENTRY]] = !{ptr @main, !"main", ![[SIG:[0-9]+]], null, null}
; CHECK-DAG: ![[SIG]] = !{![[IN:[0-9]+]], ![[OUT:[0-9]+]], null}
; CHECK-DAG: ![[IN]] = !{![[POS:[0-9]+]], ![[I:[0-9]+]], ![[B:[0-9]+]]}
; CHECK-DAG: ![[OUT]] = !{![[T1:[0-9]+]], ![[T0:[0-9]+]]}
; CHECK-DAG: ![[POS]] = !{i32 0, !"SV_Position", i8 9, i8 3, ![[IDX0:[0-9]+]], i8 4, i32 1, i8 4, i32 0, i8 0, ![[USE15:[0-9]+]]}
; CHECK-DAG: ![[I]] = !{i32 1, !"I", i8 5, i8 0, ![[IDX0]], i8 1, i32 1, i8 1, i32 1, i8 0, ![[USE1:[0-9]+]]}
; CHECK-DAG: ![[B]] = !{i32 2, !"B", i8 9, i8 0, ![[IDX01:[0-9]+]], i8 2, i32 2, i8 2, i32 2, i8 0, ![[DYN:[0-9]+]]}
; CHECK-DAG: ![[T1]] = !{i32 0, !"SV_Target", i8 9, i8 16, ![[IDX1:[0-9]+]], i8 0, i32 1, i8 4, i32 1, i8 0, ![[USE8:[0-9]+]]}
; CHECK-DAG: ![[T0]] = !{i32 1, !"SV_Target", i8 9, i8 16, ![[IDX0]], i8 0, i32 1, i8 2, i32 0, i8 0, ![[USE3:[0-9]+]]}
; CHECK-DAG: ![[IDX0]] = !{i32 0}
; CHECK-DAG: ![[IDX01]] = !{i32 0, i32 1}
; CHECK-DAG: ![[IDX1]] = !{i32 1}
; CHECK-DAG: ![[USE15]] = !{i32 3, i32 15}
; CHECK-DAG: ![[USE1]] = !{i32 3, i32 1}
; CHECK-DAG: ![[DYN]] = !{i32 2, i32 2, i32 3, i32 2}
; CHECK-DAG: ![[USE8]] = !{i32 3, i32 8}
; CHECK-DAG: ![[USE3]] = !{i32 3, i32 3}
