// RUN: hlslc -T lib_6_8 %s | FileCheck %s
// Node objects lower to DXC's ops: the entry's input and outputs are
// created and annotated with {NodeIOFlags, record size} where first used,
// in that order (as DXC lowers each use); allocated output
// records are annotated as Group/ThreadNodeOutputRecords; records are
// reached through getNodeRecordPtr (address space 6).

struct In { uint grid : SV_DispatchGrid; uint v; };
struct Out { uint a; uint b; };

RWStructuredBuffer<uint> U;

// CHECK-LABEL: define void @bcast()
// CHECK: [[OUT:%.*]] = call %dx.types.NodeHandle @dx.op.createNodeOutputHandle(i32 247, i32 0)
// CHECK: [[OUTA:%.*]] = call %dx.types.NodeHandle @dx.op.annotateNodeHandle(i32 249, %dx.types.NodeHandle [[OUT]], %dx.types.NodeInfo { i32 6, i32 8 })
// CHECK: [[RECS:%.*]] = call %dx.types.NodeRecordHandle @dx.op.allocateNodeOutputRecords(i32 238, %dx.types.NodeHandle [[OUTA]], i32 2, i1 false)
// CHECK: [[RECSA:%.*]] = call %dx.types.NodeRecordHandle @dx.op.annotateNodeRecordHandle(i32 251, %dx.types.NodeRecordHandle [[RECS]], %dx.types.NodeRecordInfo { i32 70, i32 8 })
// CHECK: [[IN:%.*]] = call %dx.types.NodeRecordHandle @dx.op.createNodeInputRecordHandle(i32 250, i32 0)
// CHECK: [[INA:%.*]] = call %dx.types.NodeRecordHandle @dx.op.annotateNodeRecordHandle(i32 251, %dx.types.NodeRecordHandle [[IN]], %dx.types.NodeRecordInfo { i32 97, i32 8 })
// CHECK: call %struct.In addrspace(6)* @dx.op.getNodeRecordPtr.struct.In(i32 239, %dx.types.NodeRecordHandle [[INA]], i32 0)
// CHECK: call %struct.Out addrspace(6)* @dx.op.getNodeRecordPtr.struct.Out(i32 239, %dx.types.NodeRecordHandle [[RECSA]], i32 %{{.*}})
// CHECK: call void @dx.op.outputComplete(i32 241, %dx.types.NodeRecordHandle [[RECSA]])
[Shader("node")]
[NodeLaunch("broadcasting")]
[NodeMaxDispatchGrid(4, 1, 1)]
[NumThreads(2, 1, 1)]
void bcast(DispatchNodeInputRecord<In> input, [MaxRecords(2)] NodeOutput<Out> next,
           uint gi : SV_GroupIndex) {
  GroupNodeOutputRecords<Out> recs = next.GetGroupNodeOutputRecords(2);
  recs[gi].a = input.Get().v;
  recs[gi].b = gi;
  recs.OutputComplete();
}

// CHECK-LABEL: define void @coalesce()
// CHECK: call i32 @dx.op.getInputRecordCount(i32 242, %dx.types.NodeRecordHandle
// CHECK: call void @dx.op.barrierByNodeRecordHandle(i32 246, %dx.types.NodeRecordHandle %{{.*}}, i32 4)
// CHECK: call i1 @dx.op.nodeOutputIsValid(i32 252, %dx.types.NodeHandle
// CHECK: call void @dx.op.incrementOutputCount(i32 240, %dx.types.NodeHandle %{{.*}}, i32 1, i1 true)
[Shader("node")]
[NodeLaunch("coalescing")]
[NumThreads(4, 1, 1)]
void coalesce([MaxRecords(4)] RWGroupNodeInputRecords<Out> input, EmptyNodeOutput e, uint gi : SV_GroupIndex) {
  if (gi < input.Count())
    input[gi].a += 1;
  Barrier(input, 4);
  if (e.IsValid())
    e.ThreadIncrementOutputCount(1);
}

// An output array's element is annotated with the array's own properties
// (DXC); equal annotations are one value.
// CHECK-LABEL: define void @arr()
// CHECK: [[IX:%.*]] = call %dx.types.NodeHandle @dx.op.indexNodeHandle(i32 248, %dx.types.NodeHandle %{{.*}}, i32 1)
// CHECK: [[A:%.*]] = call %dx.types.NodeHandle @dx.op.annotateNodeHandle(i32 249, %dx.types.NodeHandle [[IX]], %dx.types.NodeInfo { i32 26, i32 0 })
// CHECK: call i1 @dx.op.nodeOutputIsValid(i32 252, %dx.types.NodeHandle [[A]])
// CHECK: call void @dx.op.incrementOutputCount(i32 240, %dx.types.NodeHandle [[A]], i32 10, i1 false)
[Shader("node")]
[NodeLaunch("broadcasting")]
[NodeDispatchGrid(1, 1, 1)]
[NumThreads(8, 1, 1)]
void arr([NodeArraySize(4)] [MaxRecords(4)] EmptyNodeOutputArray outs) {
  if (outs[1].IsValid())
    outs[1].GroupIncrementOutputCount(10);
}
