// RUN: hlslc -T lib_6_8 %s | FileCheck %s
// RUN: hlslc -T lib_6_8 -Od %s | FileCheck %s
// A path into a node record is one GEP from the record (DXC merges them):
// the validator allows no GEP over a multi-dimensional array type.

struct Rec { uint data[64][4]; float3 v[2]; };

// CHECK: define void @n() {
// CHECK: [[TID:%.*]] = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
// CHECK: [[P:%.*]] = call %struct.Rec.0 addrspace(6)* @dx.op.getNodeRecordPtr.struct.Rec.0(
// CHECK: getelementptr inbounds %struct.Rec.0, %struct.Rec.0 addrspace(6)* [[P]], i32 0, i32 0, i32 [[TID]], i32 2
// CHECK: getelementptr inbounds %struct.Rec.0, %struct.Rec.0 addrspace(6)* [[P]], i32 0, i32 1, i32 1, i32 2
// CHECK-NOT: getelementptr [
[Shader("node")]
[NodeLaunch("broadcasting")]
[NodeDispatchGrid(1, 1, 1)]
[NumThreads(64, 1, 1)]
void n(RWDispatchNodeInputRecord<Rec> input, uint t : SV_GroupIndex) {
  input.Get().data[t][2] = t;
  input.Get().v[1].z = 1.0;
}
