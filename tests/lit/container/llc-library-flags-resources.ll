; hlslc-llc -filetype=obj on a library takes SFI0 and the PSV0 resource list
; from what dxil-translate-metadata recorded before op lowering (the library
; entry record of dx.entryPoints), as LLVM's DXContainerGlobals takes them
; from the shader-flags and resource analyses computed at that point: the
; unused extractvalue of the double load below is gone after op lowering,
; but still made the module use doubles; the structured-buffer SRV (PSV
; type 5) stays in PSV0.
; RUN: hlslc-llc %s --filetype=obj -o - | obj2yaml | FileCheck %s

target triple = "dxil-pc-shadermodel6.7-library"

; CHECK:      - Name:            SFI0
; CHECK-NEXT:   Size:            8
; CHECK-NEXT:   Flags:
; CHECK-NEXT:     Doubles:         true
; CHECK:      - Name:            PSV0
; CHECK:        ShaderStage:     6
; CHECK:        ResourceStride:  24
; CHECK-NEXT:   Resources:
; CHECK-NEXT:     - Type:            5
; CHECK-NEXT:       Space:           0
; CHECK-NEXT:       LowerBound:      3
; CHECK-NEXT:       UpperBound:      3
; CHECK-NEXT:       Kind:            12
; CHECK-NEXT:       Flags:           0
; CHECK-NEXT:   SigInputElements: []

define void @rawbuf() "hlsl.export" {
  %rb = tail call target("dx.RawBuffer", <4 x double>, 0, 0)
    @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f64_0_0t(i32 0, i32 3, i32 1, i32 0, ptr null)
  %load = call { <4 x double>, i1 }
    @llvm.dx.resource.load.rawbuffer.v4f64.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %rb, i32 0, i32 0)
  %unused = extractvalue { <4 x double>, i1 } %load, 0
  ret void
}

!dx.valver = !{!0}
!0 = !{i32 1, i32 8}
!llvm.module.flags = !{!1}
!1 = !{i32 1, !"dx.resmayalias", i32 1}
!llvm.ident = !{!2}
!2 = !{!"clang"}
