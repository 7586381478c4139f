// Barrier flags in a stage without a thread group (a pixel shader): group
// memory and group semantics are errors (DXC's reachable-call checks, with a
// note at the entry); ALL_MEMORY drops what the stage lacks; a scope needs
// memory that has it.
// RUN: not hlslc -T ps_6_8 -E main %s 2>&1 | FileCheck %s
// CHECK: Barrier-err-nogroup.hlsl:16:11: error: GROUP_SHARED_MEMORY specified for Barrier operation when context has no visible group
// CHECK-NEXT: Barrier(
// CHECK-NEXT: ^
// CHECK-NEXT: Barrier-err-nogroup.hlsl:14:8: note: entry function defined here
// CHECK: Barrier-err-nogroup.hlsl:17:23: error: GROUP_SYNC or GROUP_SCOPE specified for Barrier operation when context has no visible group
// CHECK: Barrier-err-nogroup.hlsl:18:35: error: GROUP_SYNC or GROUP_SCOPE specified for Barrier operation when context has no visible group
// CHECK: Barrier-err-nogroup.hlsl:18:35: error: GROUP_SCOPE specified for Barrier operation without applicable memory
// CHECK-NOT: error
float4 main() : SV_Target {
  Barrier(ALL_MEMORY, DEVICE_SCOPE);
  Barrier(GROUP_SHARED_MEMORY, 0);
  Barrier(UAV_MEMORY, GROUP_SYNC);
  Barrier(0,          GROUP_SCOPE | 0);
  return 0;
}
