// RUN: not hlslc -T lib_6_8 %s 2>&1 | FileCheck %s
// A thread launch node has no visible group: a Barrier (on memory or on a
// record) asking for group sync or scope is DXC's error there; node memory
// barriers are allowed.

struct R { uint a; };

// CHECK-NOT: error: {{.*}}NODE_INPUT_MEMORY
// CHECK: barrier-thread.hlsl:[[@LINE+5]]:14: error: GROUP_SYNC or GROUP_SCOPE specified for Barrier operation when context has no visible group
[Shader("node")]
[NodeLaunch("thread")]
void n(RWThreadNodeInputRecord<R> r) {
  Barrier(NODE_INPUT_MEMORY | NODE_OUTPUT_MEMORY, DEVICE_SCOPE);
  Barrier(r, GROUP_SYNC);
}
