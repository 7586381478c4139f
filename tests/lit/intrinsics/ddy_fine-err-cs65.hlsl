// ddy_fine: derivatives in compute shaders need shader model 6.6: DXC's diagnostic
// RUN: not hlslc -T cs_6_5 -E main %s 2>&1 | FileCheck %s
// CHECK: error: validation errors
// CHECK: ddy_fine-err-cs65.hlsl:7:10: error: opcode 'Derivatives in CS/MS/AS' should only be used in 'Shader Model 6.6+'.
RWStructuredBuffer<float> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = ddy_fine(b[1]);
}
