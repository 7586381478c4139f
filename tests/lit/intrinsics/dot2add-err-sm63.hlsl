// dot2add needs shader model 6.4: DXC's diagnostic
// RUN: not hlslc -T cs_6_3 -E main -enable-16bit-types %s 2>&1 | FileCheck %s
// CHECK: error: validation errors
// CHECK: dot2add-err-sm63.hlsl:7:10: error: Opcode Dot2AddHalf not valid in shader model cs_6_3.
RWStructuredBuffer<float> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = dot2add(half2(b[1], b[2]), half2(b[2], b[1]), b[3]);
}
