// RUN: hlslc -T lib_6_8 %s | FileCheck %s
// Vector members of node records are stored lane by lane (DXIL has no
// vector memory before 6.9), each lane addressed within its vector; node
// objects pass to called functions, which are inlined.

struct R { uint3 grid : SV_DispatchGrid; };

void work(NodeOutput<R> o) {
  GroupNodeOutputRecords<R> recs = o.GetGroupNodeOutputRecords(2);
  recs.Get(1).grid = uint3(3, 5, 7);
}

// CHECK: define void @n() {
// CHECK: [[P:%.*]] = call %struct.R addrspace(6)* @dx.op.getNodeRecordPtr.struct.R(i32 239, %dx.types.NodeRecordHandle %{{.*}}, i32 1)
// CHECK: store i32 3, i32 addrspace(6)*
// CHECK: [[V:%.*]] = getelementptr %struct.R, %struct.R addrspace(6)* [[P]], i32 0, i32 0
// CHECK: [[L:%.*]] = getelementptr <3 x i32>, <3 x i32> addrspace(6)* [[V]], i32 0, i32 1
// CHECK: store i32 5, i32 addrspace(6)* [[L]]
// CHECK: store i32 7, i32 addrspace(6)*
[Shader("node")]
[NodeMaxDispatchGrid(4, 1, 1)]
[NumThreads(4, 1, 1)]
void n(DispatchNodeInputRecord<R> input, [MaxRecords(2)] NodeOutput<R> child) {
  work(child);
}
