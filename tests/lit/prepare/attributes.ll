; dxil-prepare keeps only attributes LLVM 3.7 / DXIL knows, in 3.7's order:
; memory(none) becomes readnone, memory(read) readonly, other memory effects,
; noundef, nocapture, willreturn, mustprogress and the like go; string
; function attributes other than fp32-denorm-mode and
; waveops-include-helper-lanes go (also at the return position); parameter
; and call-site string attributes stay, call-site enum attributes are
; filtered the same way.
; RUN: hlslc-opt -S -dxil-prepare %s | FileCheck %s

target triple = "dxil-pc-shadermodel6.0-compute"

; CHECK: define noalias ptr @f(ptr %p, i32 "keep"="1" %i) [[F:#[0-9]+]]
define noalias ptr @f(ptr nocapture noundef %p, i32 "keep"="1" %i) #0 {
entry:
; CHECK: call float @g(float 1.000000e+00) [[G:#[0-9]+]]
  %r = call noundef float @g(float noundef 1.0) #3
  ret ptr %p
}

; CHECK: declare float @g(float) [[G]]
declare float @g(float) #1

; CHECK: declare i32 @h() [[H:#[0-9]+]]
declare i32 @h() #2

; CHECK-DAG: attributes [[F]] = { convergent noinline nounwind "fp32-denorm-mode"="any" "waveops-include-helper-lanes" }
; CHECK-DAG: attributes [[G]] = { nounwind readnone }
; CHECK-DAG: attributes [[H]] = { nounwind readonly }
attributes #0 = { mustprogress nounwind noinline convergent "hlsl.shader"="compute" "waveops-include-helper-lanes" "fp32-denorm-mode"="any" "hlsl.numthreads"="1,1,1" }
attributes #1 = { willreturn memory(none) nounwind nofree }
attributes #2 = { nounwind memory(read) }
attributes #3 = { memory(none) nounwind }
