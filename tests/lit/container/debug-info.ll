; A module with debug info: the DXIL part is written from a copy without it
; (hlslc's DXIL writer has no debug metadata), the module itself keeps it,
; and the globals follow LLVM: HASH flags IncludesSource, an ILDN part named
; after the hash (<md5>.pdb) and a VERS part. A library still gets PSV0
; (stage 6, v0 without dx.valver), as LLVM writes it.
; RUN: hlslc-opt %s -dxil-embed -dxil-globals -S -o - | FileCheck %s --check-prefix=IR
; RUN: hlslc-llc %s --filetype=obj -o - | obj2yaml | FileCheck %s --check-prefix=OBJ

target triple = "dxil-unknown-shadermodel6.5-library"

; IR: @dx.hash = private constant [20 x i8] c"\01\00\00\00{{.*}}", section "HASH", align 4
; IR: @dx.ildn = private constant [44 x i8] c"\00\00$\00{{[0-9a-f]+}}.pdb\00\00\00\00", section "ILDN", align 4
; IR: @dx.vers = private constant [32 x i8] c"\00\00\01\00\00\00\00\00\00\00\00\00\0D\00\00\00\00hlslc 0.3.0\00\00\00\00", section "VERS", align 4
; IR: call void @llvm.dbg.value
; IR: !llvm.dbg.cu = !{!0}

; OBJ:      - Name:            DXIL
; OBJ:          ShaderKind:      6
; OBJ:          DXILMajorVersion: 1
; OBJ-NEXT:     DXILMinorVersion: 5
; OBJ:      - Name:            HASH
; OBJ:          IncludesSource:  true
; OBJ:      - Name:            ILDN
; OBJ-NEXT:   Size:            44
; OBJ:      - Name:            PSV0
; OBJ-NEXT:   Size:            32
; OBJ-NEXT:   PSVInfo:
; OBJ-NEXT:     Version:         0
; OBJ-NEXT:     ShaderStage:     6
; OBJ:      - Name:            VERS
; OBJ-NEXT:   Size:            32

define i32 @add(i32 %a, i32 %b) !dbg !5 {
  %sum = add i32 %a, %b, !dbg !8
  call void @llvm.dbg.value(metadata i32 %sum, metadata !9, metadata !DIExpression()), !dbg !8
  ret i32 %sum, !dbg !8
}
declare void @llvm.dbg.value(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "x", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2)
!1 = !DIFile(filename: "a.hlsl", directory: "/p")
!2 = !{}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "add", scope: !1, file: !1, line: 1, type: !6, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 2, column: 3, scope: !5)
!9 = !DILocalVariable(name: "sum", scope: !5, file: !1, line: 2, type: !10)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
