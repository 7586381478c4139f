// 64-bit atomics need shader model 6.6: DXC's diagnostic
// RUN: not hlslc -T cs_6_5 -E main %s 2>&1 | FileCheck %s
// CHECK: InterlockedAdd-err-i64-sm65.hlsl:6:3: error: opcode '64-bit atomic operations' should only be used in 'Shader Model 6.6+'
RWStructuredBuffer<int64_t> b;
[numthreads(1, 1, 1)] void main() {
  InterlockedAdd(b[0], 1);
}
