// RUN: hlslc -T lib_6_8 %s | FileCheck %s
// Node records have DXC's DXIL layout (vectors as arrays: %struct.R.0);
// their vector members are stored lane by lane (DXIL has no vector memory
// before 6.9), each lane one inbounds GEP from the record; node objects
// pass to called functions, which are inlined.

struct R { uint3 grid : SV_DispatchGrid; };

void work(NodeOutput<R> o) {
  GroupNodeOutputRecords<R> recs = o.GetGroupNodeOutputRecords(2);
  recs.Get(1).grid = uint3(3, 5, 7);
}

// CHECK: %struct.R.0 = type { [3 x i32] }
// CHECK: define void @n() {
// CHECK: [[P:%.*]] = call %struct.R.0 addrspace(6)* @dx.op.getNodeRecordPtr.struct.R.0(i32 239, %dx.types.NodeRecordHandle %{{.*}}, i32 1)
// CHECK: [[L0:%.*]] = getelementptr inbounds %struct.R.0, %struct.R.0 addrspace(6)* [[P]], i32 0, i32 0, i32 0
// CHECK: store i32 3, i32 addrspace(6)* [[L0]]
// CHECK: [[L1:%.*]] = getelementptr inbounds %struct.R.0, %struct.R.0 addrspace(6)* [[P]], i32 0, i32 0, i32 1
// CHECK: store i32 5, i32 addrspace(6)* [[L1]]
// CHECK: [[L2:%.*]] = getelementptr inbounds %struct.R.0, %struct.R.0 addrspace(6)* [[P]], i32 0, i32 0, i32 2
// CHECK: store i32 7, i32 addrspace(6)* [[L2]]
[Shader("node")]
[NodeMaxDispatchGrid(4, 1, 1)]
[NumThreads(4, 1, 1)]
void n(DispatchNodeInputRecord<R> input, [MaxRecords(2)] NodeOutput<R> child) {
  work(child);
}
