; Attributes: groups referenced before they are defined, inline function
; attributes, parameter/return attributes, and call-site attributes.
; RUN: hlslc-opt -S %s | FileCheck %s

; CHECK: define noundef float @f(ptr noundef nonnull align 4 %p) #[[F:[0-9]+]] {
; CHECK: %r = call noundef float @g(ptr nonnull align 4 %p) #[[C:[0-9]+]]
; CHECK: declare float @g(ptr) #[[C]]
; CHECK-DAG: attributes #[[F]] = { convergent noinline "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
; CHECK-DAG: attributes #[[C]] = { nounwind memory(none) }

define noundef float @f(ptr noundef nonnull align 4 %p) convergent #0 {
  %r = call noundef float @g(ptr nonnull align 4 %p) #1
  ret float %r
}

declare float @g(ptr) #1

attributes #0 = { noinline "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind memory(none) }
