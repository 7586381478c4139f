// RUN: hlslc -T lib_6_8 %s | FileCheck %s
// Node records are memory other threads share: a component or element
// write stores only what is written; column_major matrices are stored
// column by column (row_major ones row by row), as DXC lays them out.

struct R { row_major float2x2 a; column_major float2x2 b; float4 v; };

// CHECK: define void @n() {
// a = 111: row by row
// CHECK: [[A0:%.*]] = getelementptr inbounds %struct.R.0, %struct.R.0 addrspace(6)* [[P:%.*]], i32 0, i32 0, i32 0
// CHECK: store float 1.110000e+02, float addrspace(6)* [[A0]]
// b = a: a[0][1] goes to b's storage slot 2
// CHECK: [[A1:%.*]] = getelementptr inbounds %struct.R.0, %struct.R.0 addrspace(6)* [[P]], i32 0, i32 0, i32 1
// CHECK: [[X:%.*]] = load float, float addrspace(6)* [[A1]]
// CHECK: [[B2:%.*]] = getelementptr inbounds %struct.R.0, %struct.R.0 addrspace(6)* [[P]], i32 0, i32 1, i32 2
// CHECK: store float [[X]], float addrspace(6)* [[B2]]
// v.y = 2: one store
// CHECK: [[V1:%.*]] = getelementptr inbounds %struct.R.0, %struct.R.0 addrspace(6)* [[P]], i32 0, i32 2, i32 1
// CHECK-NEXT: store float 2.000000e+00, float addrspace(6)* [[V1]]
// CHECK-NEXT: ret void
[Shader("node")]
[NodeLaunch("thread")]
void n(RWThreadNodeInputRecord<R> input) {
  input.Get().a = 111;
  input.Get().b = input.Get().a;
  input.Get().v.y = 2;
}
