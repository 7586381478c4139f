// RUN: hlslc -T as_6_5 -E main %s | FileCheck %s
// A DispatchMesh payload picked from an array inside a groupshared struct
// (gs[j].pld[i]): the payload stays in that variable, whose vector members
// become arrays too (DXIL has no vectors in memory), and the op takes the
// one GEP to the element (the GEP the payload's merging rebuilt).

struct P { int4 data; bool2x2 mat; };
struct G { row_major bool2x2 mat; int4 vecmat; P pld[2]; };
groupshared G gs[2];
int i, j;

// CHECK: %struct.G = type { [4 x i32], [4 x i32], [2 x %struct.P] }
// CHECK: %struct.P = type { [4 x i32], [4 x i32] }
// CHECK: %[[PP:[0-9]+]] = getelementptr inbounds [2 x %struct.G], [2 x %struct.G] addrspace(3)* @"\01?gs@@3PAUG@@A", i32 0, i32 %{{[0-9]+}}, i32 2, i32 %{{[0-9]+}}{{$}}
// CHECK: call void @dx.op.dispatchMesh.struct.P(i32 173, i32 1, i32 1, i32 1, %struct.P addrspace(3)* %[[PP]])

[numthreads(4,1,1)]
void main(uint gtid : SV_GroupIndex) {
  gs[j].vecmat[gtid] = (int)gtid;
  gs[j].pld[i].mat[gtid >> 1][gtid & 1] = (int)gtid;
  DispatchMesh(1, 1, 1, gs[j].pld[i]);
}
