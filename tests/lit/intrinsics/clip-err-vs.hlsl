// clip (discard) only in pixel shaders: DXC's diagnostic
// RUN: not hlslc -T vs_6_0 -E main %s 2>&1 | FileCheck %s
// CHECK: error: validation errors
// CHECK: clip-err-vs.hlsl:6:3: error: Opcode Discard not valid in shader model vs_6_0.
float4 main(float4 a : A, nointerpolation float4 n : N) : SV_Position {
  clip(a); return a;
}
