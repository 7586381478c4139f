; strip-debug (LLVM's StripDebugInfo): llvm.dbg.* named metadata, !dbg
; attachments and llvm.dbg.* calls go; module flags stay. Same output as
; LLVM 19's `opt -strip-debug -S`.
; RUN: hlslc-opt %s -strip-debug -S -o - | FileCheck %s

; CHECK:      define i32 @add(i32 %a, i32 %b) {
; CHECK-NEXT:   %sum = add i32 %a, %b
; CHECK-NEXT:   ret i32 %sum
; CHECK-NEXT: }
; CHECK-NOT:  llvm.dbg
; CHECK-NOT:  !dbg
; CHECK:      !llvm.module.flags = !{!0, !1}
; CHECK-NOT:  DI

target triple = "dxil-unknown-shadermodel6.5-library"

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
