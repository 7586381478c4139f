// GetRemainingRecursionLevels only in node shaders: DXC's diagnostic
// RUN: not hlslc -T cs_6_8 -E main %s 2>&1 | FileCheck %s
// CHECK: error: validation errors
// CHECK: GetRemainingRecursionLevels-err-cs.hlsl:7:10: error: Opcode GetRemainingRecursionLevels not valid in shader model cs_6_8.
RWStructuredBuffer<uint> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = GetRemainingRecursionLevels();
}
