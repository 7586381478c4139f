// Barrier with constant flags outside the defined ones: DXC's errors.
// RUN: not hlslc -T cs_6_8 -E main %s 2>&1 | FileCheck %s
// CHECK: Barrier-err-flags.hlsl:8:11: error: invalid MemoryTypeFlags for Barrier operation; expected 0, ALL_MEMORY, or some combination of UAV_MEMORY, GROUP_SHARED_MEMORY, NODE_INPUT_MEMORY, NODE_OUTPUT_MEMORY flags
// CHECK: Barrier-err-flags.hlsl:9:23: error: invalid SemanticFlags for Barrier operation; expected 0 or some combination of GROUP_SYNC, GROUP_SCOPE, DEVICE_SCOPE flags
RWStructuredBuffer<uint> b;
[numthreads(1, 1, 1)]
void main() {
  Barrier(0x10, GROUP_SYNC);
  Barrier(UAV_MEMORY, 0x20);
}
