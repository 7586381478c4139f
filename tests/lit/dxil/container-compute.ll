; The container hlslc-llc writes for a compute shader, in LLVM's part order
; (DXIL, SFI0, HASH, ISG1, OSG1, PSV0; hlslc itself writes DXC's order,
; compared with DXC's containers by tests/run-all.sh): PSV0 from the
; metadata (PSV v3 for dx.valver 1.8: entry name, numthreads, resources in
; CBV/Sampler/SRV/UAV order), HASH, and the DXIL program header; LLVM's
; obj2yaml decodes all of it.
; RUN: hlslc-llc %s --filetype=obj -o %t.dxil
; RUN: obj2yaml %t.dxil | FileCheck %s

; CHECK:      PartCount:       6
; CHECK:      - Name:            DXIL
; CHECK:          MajorVersion:    6
; CHECK-NEXT:     MinorVersion:    0
; CHECK-NEXT:     ShaderKind:      5
; CHECK:          DXILMajorVersion: 1
; CHECK-NEXT:     DXILMinorVersion: 0
; CHECK:          DXIL:            [ 0x42, 0x43, 0xC0, 0xDE,
; CHECK:      - Name:            SFI0
; CHECK-NEXT:   Size:            8
; CHECK:      - Name:            HASH
; CHECK-NEXT:   Size:            20
; CHECK-NEXT:   Hash:
; CHECK-NEXT:     IncludesSource:  false
; CHECK:      - Name:            ISG1
; CHECK-NEXT:   Size:            8
; CHECK:      - Name:            OSG1
; CHECK-NEXT:   Size:            8
; CHECK:      - Name:            PSV0
; CHECK-NEXT:   Size:            128
; CHECK-NEXT:   PSVInfo:
; CHECK-NEXT:     Version:         3
; CHECK-NEXT:     ShaderStage:     5
; CHECK-NEXT:     MinimumWaveLaneCount: 0
; CHECK-NEXT:     MaximumWaveLaneCount: 4294967295
; CHECK:          NumThreadsX:     8
; CHECK-NEXT:     NumThreadsY:     4
; CHECK-NEXT:     NumThreadsZ:     1
; CHECK-NEXT:     EntryName:       main
; CHECK-NEXT:     ResourceStride:  24
; CHECK-NEXT:     Resources:
; SRVTyped, space 0, t3, TypedBuffer
; CHECK-NEXT:       - Type:            3
; CHECK-NEXT:         Space:           0
; CHECK-NEXT:         LowerBound:      3
; CHECK-NEXT:         UpperBound:      3
; CHECK-NEXT:         Kind:            10
; CHECK-NEXT:         Flags:           0
; UAVTyped, space 1, u2..u5
; CHECK-NEXT:       - Type:            6
; CHECK-NEXT:         Space:           1
; CHECK-NEXT:         LowerBound:      2
; CHECK-NEXT:         UpperBound:      5
; CHECK-NEXT:         Kind:            10

target triple = "dxil-pc-shadermodel6.0-compute"

define void @main() #0 {
entry:
  %in = call target("dx.TypedBuffer", float, 0, 0, 0)
      @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32 0, i32 3, i32 1, i32 0, ptr null)
  %out = call target("dx.TypedBuffer", float, 1, 0, 0)
      @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 2, i32 4, i32 0, ptr null)
  %tid = call i32 @llvm.dx.thread.id(i32 0)
  %v = call { float, i1 } @llvm.dx.resource.load.typedbuffer.f32.tdx.TypedBuffer_f32_0_0_0t(
      target("dx.TypedBuffer", float, 0, 0, 0) %in, i32 %tid)
  %x = extractvalue { float, i1 } %v, 0
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t(
      target("dx.TypedBuffer", float, 1, 0, 0) %out, i32 %tid, float %x)
  ret void
}

attributes #0 = { "hlsl.numthreads"="8,4,1" "hlsl.shader"="compute" }

!llvm.ident = !{!1}
!dx.valver = !{!0}
!0 = !{i32 1, i32 8}
!1 = !{!"hlslc lit"}
