// RUN: hlslc -T lib_6_8 -enable-16bit-types %s | FileCheck %s
// SV_DispatchGrid is found at any depth of the record (a member struct, a
// base record): its byte offset from the record's start goes into the
// record type's metadata {offset, component type, count}.

struct Inner { uint u; uint2 grid : SV_DispatchGrid; };
struct Outer { uint a; Inner b; };
struct Base { uint16_t pad; uint16_t3 grid : SV_DispatchGrid; };
struct Derived : Base { float f; };

// CHECK: !{i32 1, i32 97, i32 2, [[R1:![0-9]+]]}
// CHECK: [[R1]] = !{i32 0, i32 16, i32 1, [[G1:![0-9]+]], i32 2, i32 4}
// CHECK: [[G1]] = !{i32 8, i32 5, i32 2}
[Shader("node")]
[NodeMaxDispatchGrid(32, 16, 1)]
[NumThreads(32, 1, 1)]
void n1(DispatchNodeInputRecord<Outer> input) {}

// CHECK: !{i32 1, i32 97, i32 2, [[R2:![0-9]+]]}
// CHECK: [[R2]] = !{i32 0, i32 12, i32 1, [[G2:![0-9]+]], i32 2, i32 4}
// CHECK: [[G2]] = !{i32 2, i32 3, i32 3}
[Shader("node")]
[NodeMaxDispatchGrid(32, 16, 1)]
[NumThreads(32, 1, 1)]
void n2(DispatchNodeInputRecord<Derived> input) {}
