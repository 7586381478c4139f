// RUN: hlslc -T as_6_5 -E main %s | FileCheck %s
// A DispatchMesh payload that is the first member of a groupshared struct
// has the variable's own address: the op is still named after the
// payload's struct (the front end says which, not the pointer) and takes a
// GEP down to it, so the entry's amplification state declares the
// payload's size (28 bytes), not the whole variable's.

struct P { float arr[3]; uint4 data; };
struct G { P pld; P pld2; };
groupshared G gs;

// CHECK: call void @dx.op.dispatchMesh.struct.P(i32 173, i32 1, i32 1, i32 1, %struct.P addrspace(3)* getelementptr inbounds (%struct.G, %struct.G addrspace(3)* @"\01?gs@@3UG@@A", i32 0, i32 0))
// CHECK-NOT: dispatchMesh.struct.G
// CHECK: !{i32 10, ![[AS:[0-9]+]]}
// CHECK: ![[AS]] = !{!{{[0-9]+}}, i32 28}

[numthreads(4,1,1)]
void main(uint i : SV_GroupIndex) {
  gs.pld.data[i] = i;
  DispatchMesh(1, 1, 1, gs.pld);
}
