; Root signature 1.0 (version operand 1): root descriptors and ranges carry
; no flags, so the part is 12 bytes shorter than the 1.1 one. Same bytes as
; DXC with -force-rootsig-ver rootsig_1_0.
; RUN: hlslc-opt %s -dxil-embed -dxil-globals -S -o - | FileCheck %s

target triple = "dxil-unknown-shadermodel6.0-compute"

; CHECK: @dx.rts0 = private constant [180 x i8] c"\01\00\00\00\03\00\00\00\18\00\00\00\01\00\00\00\80\00\00\00\01\00\00\00\01\00\00\00\00\00\00\00<\00\00\00\02\00\00\00\00\00\00\00H\00\00\00\00\00\00\00\00\00\00\00P\00\00\00\01\00\00\00\02\00\00\00\03\00\00\00\03\00\00\00\02\00\00\00\02\00\00\00X\00\00\00\00\00\00\00\01\00\00\00\01\00\00\00\00\00\00\00\FF\FF\FF\FF\01\00\00\00\05\00\00\00\01\00\00\00\0A\00\00\00\05\00\00\00\04\00\00\00\02\00\00\00\03\00\00\00\05\00\00\00ff\B6?\09\00\00\00\03\00\00\00\02\00\00\00\00\00\00\C3\00\00\00C*\00\00\00\00\00\00\00\00\00\00\00", section "RTS0", align 4

define void @main() #0 {
entry:
  ret void
}
attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }

!dx.rootsignatures = !{!2}
!2 = !{ ptr @main, !3, i32 1 }
!3 = !{ !4, !5, !6, !7, !8 }
!4 = !{ !"RootFlags", i32 1 }
!5 = !{ !"RootConstants", i32 0, i32 1, i32 2, i32 3 }
!6 = !{ !"RootCBV", i32 0, i32 3, i32 2, i32 2 }
!7 = !{ !"DescriptorTable", i32 0, !9, !10 }
!9 = !{ !"SRV", i32 1, i32 1, i32 0, i32 -1, i32 3 }
!10 = !{ !"UAV", i32 5, i32 1, i32 10, i32 5, i32 3 }
!8 = !{ !"StaticSampler", i32 4, i32 2, i32 3, i32 5, float 0x3FF6CCCCC0000000, i32 9, i32 3, i32 2, float -1.280000e+02, float 1.280000e+02, i32 42, i32 0, i32 0 }
