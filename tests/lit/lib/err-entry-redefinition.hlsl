// RUN: not hlslc -T lib_6_3 %s 2>&1 | FileCheck %s
// Two library entries under one plain name (overloads) are an error at the
// later one's first token (DXC keys its entries by the unqualified name);
// an overload that is no entry is not.
// CHECK: err-entry-redefinition.hlsl:[[@LINE+10]]:1: error: redefinition of entry
// CHECK-NOT: redefinition
[shader("compute")]
[numthreads(8,8,1)]
void entry(uint2 tid : SV_DispatchThreadID) {}

export void entry(int a, int b) {}

[shader("compute")]
[numthreads(8,8,1)]
void entry(uint2 gid : SV_GroupID, uint gidx : SV_GroupIndex) {}
