// RUN: not hlslc -T lib_6_8 %s 2>&1 | FileCheck %s
// A node object never given a handle (a local record object used before
// its records are allocated) is DXC's validation error, not a container
// the validator refuses.

struct R { uint a; };

// CHECK: uninit-handle.hlsl:[[@LINE+5]]:3: error: Instructions should not read uninitialized value.
[Shader("node")]
[NodeLaunch("thread")]
void n(ThreadNodeInputRecord<R> r) {
  ThreadNodeOutputRecords<R> t;
  t.Get().a = r.Get().a;
}
