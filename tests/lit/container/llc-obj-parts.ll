; hlslc-llc -filetype=obj builds the container as LLVM does: dxil-embed and
; dxil-globals add one private section global per part, and every part is
; written in module order: DXIL, SFI0, HASH, ISG1, OSG1, PSV0, with a zero
; digest (LLVM never signs). PSV0 follows dx.valver (1.7 -> PSV v2, the
; 48-byte runtime info, no entry name), as the DXIL validator expects.
; RUN: hlslc-opt %s -dxil-embed -dxil-globals -S -o - | FileCheck %s --check-prefix=IR
; RUN: hlslc-llc %s --filetype=obj -o - | obj2yaml | FileCheck %s --check-prefix=OBJ

target triple = "dxil-unknown-shadermodel6.0-compute"

; IR: @dx.dxil = private constant [{{[0-9]+}} x i8] c"BC\C0\DE{{.*}}", section "DXIL", align 4
; IR: @dx.sfi0 = private constant i64 0, section "SFI0", align 4
; IR: @dx.hash = private constant [20 x i8] c"\00\00\00\00{{.*}}", section "HASH", align 4
; IR: @dx.isg1 = private constant [8 x i8] c"\00\00\00\00\08\00\00\00", section "ISG1", align 4
; IR: @dx.osg1 = private constant [8 x i8] c"\00\00\00\00\08\00\00\00", section "OSG1", align 4
; IR: @dx.psv0 = private constant [68 x i8] c"0\00\00\00{{.*}}", section "PSV0", align 4
; IR: @llvm.compiler.used = appending global [6 x ptr] [ptr @dx.dxil, ptr @dx.sfi0, ptr @dx.hash, ptr @dx.isg1, ptr @dx.osg1, ptr @dx.psv0], section "llvm.metadata"

; OBJ:      Hash:            [ 0x0, 0x0, 0x0, 0x0, 0x0, 0x0, 0x0, 0x0, 0x0, 0x0,
; OBJ-NEXT:                    0x0, 0x0, 0x0, 0x0, 0x0, 0x0 ]
; OBJ:      PartCount:       6
; OBJ:      - Name:            DXIL
; OBJ:          ShaderKind:      5
; OBJ:      - Name:            SFI0
; OBJ-NEXT:   Size:            8
; OBJ-NEXT: - Name:            HASH
; OBJ-NEXT:   Size:            20
; OBJ-NEXT:   Hash:
; OBJ-NEXT:     IncludesSource:  false
; OBJ:      - Name:            ISG1
; OBJ:      - Name:            OSG1
; OBJ:      - Name:            PSV0
; OBJ-NEXT:   Size:            68
; OBJ-NEXT:   PSVInfo:
; OBJ-NEXT:     Version:         2
; OBJ-NEXT:     ShaderStage:     5
; OBJ:          NumThreadsX:     8
; OBJ-NEXT:     NumThreadsY:     4
; OBJ-NEXT:     NumThreadsZ:     1
; OBJ-NOT:      EntryName:
; OBJ:      ...

define void @cs_main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.numthreads"="8,4,1" "hlsl.shader"="compute" }

!dx.valver = !{!0}
!0 = !{i32 1, i32 7}
