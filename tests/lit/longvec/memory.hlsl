// RUN: hlslc -T cs_6_9 %s | FileCheck %s
// RUN: hlslc -T cs_6_9 %s | FileCheck %s --check-prefix=PSV
// DXIL 1.9 keeps vectors in memory: local and groupshared arrays of vectors
// stay arrays of vectors (multi-dimensional ones become one dimension of
// vectors), accessed with vector loads and stores, aligned as their element
// (DXC's DataLayout) - and the groupshared size counts <77 x float> as 308
// bytes, as the validator does.

RWByteAddressBuffer r;
groupshared vector<float, 77> gs[4];
groupshared float4 g2[2][3];

[numthreads(8, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  // CHECK: @"\01?gs@@3PAV?$vector@M$0EN@@@A" = external addrspace(3) global [4 x <77 x float>], align 4
  // CHECK: @"\01?g2@@3PAY02$$CAV?$vector@M$03@@A.1dim" = addrspace(3) global [6 x <4 x float>] undef, align 4
  // PSV: NumBytesGroupSharedMemory: 1328
  // CHECK: [[LOC:%.*]] = alloca [3 x <77 x float>], align 4
  vector<float, 77> v = r.Load<vector<float, 77> >(0);
  // CHECK: store <77 x float> %{{.*}}, <77 x float> addrspace(3)* %{{.*}}, align 4
  gs[i & 3] = v;
  g2[i & 1][i % 3] = float4(1, 2, 3, 4);
  GroupMemoryBarrierWithGroupSync();
  // CHECK: load <77 x float>, <77 x float> addrspace(3)* %{{.*}}, align 4
  vector<float, 77> loc[3];
  loc[i % 3] = gs[(i + 1) & 3];
  loc[(i + 1) % 3] = v;
  loc[(i + 2) % 3] = -v;
  // CHECK: getelementptr inbounds [3 x <77 x float>], [3 x <77 x float>]* [[LOC]], i32 0, i32 %{{.*}}
  // CHECK: load <77 x float>, <77 x float>* %{{.*}}, align 4
  r.Store<vector<float, 77> >(1024, loc[i % 3] + g2[0][i % 3].x);
}
