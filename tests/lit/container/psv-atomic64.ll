; PSV0 resource flags: UsedByAtomic64 (bit 0) is set for the UAV a 64-bit
; atomic uses, found from the lowered dx.op atomics on its handle as LLVM's
; resource analysis (and the DXIL validator) does; the translated metadata
; does not carry it. obj2yaml-19 prints the PSV enums as numbers: Type 7 =
; UAVRaw, 6 = UAVTyped; Kind 11 = RawBuffer, 10 = TypedBuffer.
; RUN: hlslc-llc %s --filetype=obj -o - | obj2yaml | FileCheck %s

target triple = "dxil-pc-shadermodel6.6-compute"

; CHECK:      PSVInfo:
; CHECK-NEXT:   Version:         3
; CHECK:        Resources:
; CHECK-NEXT:     - Type:            7
; CHECK-NEXT:       Space:           0
; CHECK-NEXT:       LowerBound:      0
; CHECK-NEXT:       UpperBound:      0
; CHECK-NEXT:       Kind:            11
; CHECK-NEXT:       Flags:           1
; CHECK-NEXT:     - Type:            6
; CHECK-NEXT:       Space:           0
; CHECK-NEXT:       LowerBound:      1
; CHECK-NEXT:       UpperBound:      1
; CHECK-NEXT:       Kind:            10
; CHECK-NEXT:       Flags:           0

define void @main() #0 {
  %atomic = call target("dx.RawBuffer", i8, 1, 0)
      @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(
          i32 0, i32 0, i32 1, i32 0, ptr null)
  %atomicPtr = call ptr @llvm.dx.resource.getpointer(
      target("dx.RawBuffer", i8, 1, 0) %atomic, i32 0)
  %old = atomicrmw add ptr %atomicPtr, i64 1 monotonic

  %plain = call target("dx.TypedBuffer", i32, 1, 0, 1)
      @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(
          i32 0, i32 1, i32 1, i32 0, ptr null)
  %plainPtr = call ptr @llvm.dx.resource.getpointer(
      target("dx.TypedBuffer", i32, 1, 0, 1) %plain, i32 0)
  store i32 42, ptr %plainPtr
  ret void
}

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }

!llvm.ident = !{!1}
!dx.valver = !{!0}
!0 = !{i32 1, i32 8}
!1 = !{!"hlslc test"}
