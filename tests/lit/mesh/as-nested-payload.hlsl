// RUN: hlslc -T as_6_5 -E main %s | FileCheck %s
// DispatchMesh's payload may be a struct inside another groupshared
// variable (a member, two levels down): the op is named after the payload's
// own struct and takes the address of that member, in place (no copy); the
// entry's amplification state declares that struct's size (20 bytes), which
// DXC's validator compares with the payload DispatchMesh passes.

struct P { uint4 data; float s; };
struct Mid { uint pad; P p; };
struct Outer { float x; Mid m; };
groupshared Outer g;

// CHECK-NOT: alloca
// CHECK: call void @dx.op.dispatchMesh.struct.P(i32 173, i32 1, i32 1, i32 1, %struct.P addrspace(3)* getelementptr inbounds (%struct.Mid, %struct.Mid addrspace(3)* getelementptr inbounds (%struct.Outer, %struct.Outer addrspace(3)* @"\01?g@@3UOuter@@A", i32 0, i32 1), i32 0, i32 1))
// CHECK: declare void @dx.op.dispatchMesh.struct.P(i32, i32, i32, i32, %struct.P addrspace(3)*)
// CHECK: !{i32 10, ![[AS:[0-9]+]]}
// CHECK: ![[AS]] = !{!{{[0-9]+}}, i32 20}

[numthreads(4,1,1)]
void main(uint i : SV_GroupIndex) {
  g.x = 1;
  g.m.pad = 2;
  g.m.p.data[i] = i;
  g.m.p.s = 3;
  DispatchMesh(1, 1, 1, g.m.p);
}
