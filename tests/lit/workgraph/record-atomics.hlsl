// RUN: hlslc -T lib_6_8 %s | FileCheck %s
// Atomics may target node record members (DXC: "groupshared, Node Record
// or UAV"); record GEPs are not inbounds and node entries carry no
// function attributes, as in DXC.

struct R { uint i; float f; };

// CHECK: define void @n() {
// CHECK: [[P:%.*]] = getelementptr %struct.R, %struct.R addrspace(6)* %{{.*}}, i32 0, i32 0
// CHECK: atomicrmw add i32 addrspace(6)* [[P]], i32 5 seq_cst
// CHECK: bitcast float addrspace(6)* %{{.*}} to i32 addrspace(6)*
// CHECK: cmpxchg i32 addrspace(6)*
[Shader("node")]
[NodeLaunch("thread")]
void n(RWThreadNodeInputRecord<R> input) {
  InterlockedAdd(input.Get().i, 5);
  InterlockedCompareStoreFloatBitwise(input.Get().f, 0.0, 1.0);
}
