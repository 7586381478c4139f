// RUN: hlslc -T as_6_5 %s | FileCheck %s
// A groupshared DispatchMesh payload with vector members: DXC replaces it
// by a new variable of a new type whose vectors are arrays (NAME.1 of
// %struct.P.0, defined undef); one without vectors stays the external
// declaration. Checked against DXC.
struct SP { uint2 m_a; };
groupshared SP g_payload;
[numthreads(8, 8, 1)]
void main() { g_payload.m_a = uint2(1,2); DispatchMesh(1,1,1,g_payload); }
// CHECK: %struct.SP.0 = type { [2 x i32] }
// CHECK: @"\01?g_payload@@3USP@@A.1" = addrspace(3) global %struct.SP.0 undef
// CHECK: store i32 1, i32 addrspace(3)* getelementptr inbounds (%struct.SP.0, %struct.SP.0 addrspace(3)* @"\01?g_payload@@3USP@@A.1", i32 0, i32 0, i32 0)
// CHECK: call void @dx.op.dispatchMesh.struct.SP.0(i32 173, i32 1, i32 1, i32 1, %struct.SP.0 addrspace(3)* nonnull @"\01?g_payload@@3USP@@A.1")
