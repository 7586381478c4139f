; Root signature 1.1 from !dx.rootsignatures: every element kind. The bytes
; are what DXC writes for the equivalent HLSL [RootSignature(...)] string
; (RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), RootConstants(b1, space=2,
; num32BitConstants=3), CBV(b3, space=2, flags=DATA_STATIC), a descriptor
; table of SRV(t1) + UAV(u1, numDescriptors=5, space=10, offset=5), and one
; static sampler s42), checked with dxc -T cs_6_0 at the corpus commit.
; RUN: hlslc-opt %s -dxil-embed -dxil-globals -S -o - | FileCheck %s --check-prefix=IR
; RUN: hlslc-llc %s --filetype=obj -o - | obj2yaml | FileCheck %s --check-prefix=OBJ

target triple = "dxil-unknown-shadermodel6.0-compute"

; IR: @dx.rts0 = private constant [192 x i8] c"\02\00\00\00\03\00\00\00\18\00\00\00\01\00\00\00\8C\00\00\00\01\00\00\00\01\00\00\00\00\00\00\00<\00\00\00\02\00\00\00\00\00\00\00H\00\00\00\00\00\00\00\00\00\00\00T\00\00\00\01\00\00\00\02\00\00\00\03\00\00\00\03\00\00\00\02\00\00\00\08\00\00\00\02\00\00\00\\\00\00\00\00\00\00\00\01\00\00\00\01\00\00\00\00\00\00\00\04\00\00\00\FF\FF\FF\FF\01\00\00\00\05\00\00\00\01\00\00\00\0A\00\00\00\02\00\00\00\05\00\00\00\04\00\00\00\02\00\00\00\03\00\00\00\05\00\00\00ff\B6?\09\00\00\00\03\00\00\00\02\00\00\00\00\00\00\C3\00\00\00C*\00\00\00\00\00\00\00\00\00\00\00", section "RTS0", align 4
; IR: @llvm.compiler.used = appending global [7 x ptr] [ptr @dx.dxil, ptr @dx.sfi0, ptr @dx.hash, ptr @dx.isg1, ptr @dx.osg1, ptr @dx.rts0, ptr @dx.psv0], section "llvm.metadata"

; The part sits between the signatures and PSV0, as in LLVM's containers.
; OBJ:      - Name:            OSG1
; OBJ:      - Name:            RTS0
; OBJ-NEXT:   Size:            192
; OBJ-NEXT: - Name:            PSV0

define void @main() #0 {
entry:
  ret void
}
attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }

!dx.rootsignatures = !{!2}
!2 = !{ ptr @main, !3, i32 2 }
!3 = !{ !4, !5, !6, !7, !8 }
!4 = !{ !"RootFlags", i32 1 }
!5 = !{ !"RootConstants", i32 0, i32 1, i32 2, i32 3 }
!6 = !{ !"RootCBV", i32 0, i32 3, i32 2, i32 8 }
!7 = !{ !"DescriptorTable", i32 0, !9, !10 }
!9 = !{ !"SRV", i32 1, i32 1, i32 0, i32 -1, i32 4 }
!10 = !{ !"UAV", i32 5, i32 1, i32 10, i32 5, i32 2 }
!8 = !{ !"StaticSampler", i32 4, i32 2, i32 3, i32 5, float 0x3FF6CCCCC0000000, i32 9, i32 3, i32 2, float -1.280000e+02, float 1.280000e+02, i32 42, i32 0, i32 0 }
