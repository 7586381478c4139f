; The LLVM form (hlslc-opt/hlslc-llc) names two ops as LLVM's DirectX backend
; does in its tests, where DXC differs: MakeDouble without an overload suffix
; (LLVM gives it a fixed double result) and op 113 as waveActiveAnyTrue.
; hlslc's own DXC-form output keeps DXC's names (dx.op.waveAnyTrue, see the
; HLSL RUN line; dx.op.makeDouble.f64).
; RUN: split-file %s %t
; RUN: hlslc-opt -S -dxil-op-lower %t/ops.ll | FileCheck %s
; RUN: hlslc -T cs_6_0 -E main %t/dxc.hlsl | FileCheck %s --check-prefix=DXC

;--- ops.ll
target triple = "dxil-pc-shadermodel6.3-compute"

; CHECK-LABEL: define double @mk(
; CHECK: call double @dx.op.makeDouble(i32 101, i32 %lo, i32 %hi)
define double @mk(i32 %lo, i32 %hi) {
  %r = call double @llvm.dx.asdouble.i32(i32 %lo, i32 %hi)
  ret double %r
}

; CHECK-LABEL: define i1 @any(
; CHECK: call i1 @dx.op.waveActiveAnyTrue(i32 113, i1 %p)
define i1 @any(i1 %p) {
  %r = call i1 @llvm.dx.wave.any(i1 %p)
  ret i1 %r
}

; CHECK: declare double @dx.op.makeDouble(i32, i32, i32)
; CHECK: declare i1 @dx.op.waveActiveAnyTrue(i32, i1)

declare double @llvm.dx.asdouble.i32(i32, i32)
declare i1 @llvm.dx.wave.any(i1)

;--- dxc.hlsl
RWStructuredBuffer<uint> Out : register(u0);
[numthreads(1, 1, 1)]
void main(uint i : SV_GroupIndex) {
  if (WaveActiveAnyTrue(i == 3))
    Out[i] = 1;
}
// DXC: call i1 @dx.op.waveAnyTrue(i32 113,
