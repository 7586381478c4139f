// WaveMatch needs shader model 6.5: DXC's diagnostic
// RUN: not hlslc -T cs_6_4 -E main %s 2>&1 | FileCheck %s
// CHECK: error: validation errors
// CHECK: WaveMatch-err-sm64.hlsl:7:10: error: Opcode WaveMatch not valid in shader model cs_6_4.
RWStructuredBuffer<uint4> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = WaveMatch(b[1].x);
}
