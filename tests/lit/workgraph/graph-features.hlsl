// RUN: hlslc -T lib_6_8 -enable-16bit-types %s | FileCheck %s
// A graph using most node features together (checked against DXC: same ops,
// RDAT byte-identical, passes dxv): output arrays indexed dynamically,
// records passed inout to helpers, groupshared with barriers, record
// atomics and barriers, cross-group sharing, recursion levels.

struct [NodeTrackRWInputSharing] In { uint2 grid : SV_DispatchGrid; uint count; float4 color; row_major float3x3 m; };
struct Out { float4 c; uint idx; uint16_t h; };
struct Leaf { uint v[4]; };
RWStructuredBuffer<uint> U : register(u0);
groupshared uint gs[64];

void fill(inout Out o, float4 c, uint i) { o.c = c; o.idx = i; o.h = (uint16_t)i; }

[Shader("node")]
[NodeLaunch("broadcasting")]
[NodeMaxDispatchGrid(16, 16, 1)]
[NumThreads(64, 1, 1)]
[NodeIsProgramEntry]
void root(globallycoherent RWDispatchNodeInputRecord<In> input,
          [MaxRecords(64)] [NodeArraySize(4)] NodeOutputArray<Out> outs,
          [MaxRecords(1)] EmptyNodeOutput done,
          uint gi : SV_GroupIndex, uint3 gid : SV_GroupID)
{
  gs[gi] = input.Get().count + gi;
  Barrier(GROUP_SHARED_MEMORY, GROUP_SCOPE | GROUP_SYNC);
  uint slot = gs[63 - gi] % 4;
  ThreadNodeOutputRecords<Out> r = outs[slot].GetThreadNodeOutputRecords(gi & 1);
  if (gi & 1) {
    fill(r.Get(), input.Get().color * input.Get().m[1].x, gid.x);
  }
  r.OutputComplete();
  InterlockedAdd(input.Get().count, 1);
  Barrier(input, DEVICE_SCOPE);
  if (input.FinishedCrossGroupSharing()) {
    done.GroupIncrementOutputCount(1);
    U[0] = GetRemainingRecursionLevels();
  }
}

[Shader("node")]
[NodeLaunch("coalescing")]
[NumThreads(32, 1, 1)]
[NodeMaxRecursionDepth(4)]
void mid([MaxRecords(32)] GroupNodeInputRecords<Out> ins, [MaxRecords(32)] NodeOutput<Leaf> leaf, uint gi : SV_GroupThreadID)
{
  uint n = ins.Count();
  GroupNodeOutputRecords<Leaf> recs = leaf.GetGroupNodeOutputRecords(n);
  for (uint i = gi; i < n; i += 32) {
    [unroll] for (uint k = 0; k < 4; k++) recs[i].v[k] = ins[i].idx + k + (uint)ins.Get(i).c.w;
  }
  recs.OutputComplete();
  if (leaf.IsValid()) U[1] = GetRemainingRecursionLevels();
}

[Shader("node")]
[NodeLaunch("thread")]
void leafNode(RWThreadNodeInputRecord<Leaf> l)
{
  l.Get().v[2] += l.Get().v[0];
  U[2] = l.Get().v[2];
}

// CHECK-LABEL: define void @root() {
// CHECK: call void @dx.op.barrierByMemoryType(i32 244, i32 2, i32 3)
// CHECK: call %dx.types.NodeHandle @dx.op.indexNodeHandle(i32 248,
// CHECK: call %dx.types.NodeRecordHandle @dx.op.allocateNodeOutputRecords(i32 238,
// CHECK: call void @dx.op.outputComplete(i32 241,
// CHECK: atomicrmw add i32 addrspace(6)*
// CHECK: call void @dx.op.barrierByNodeRecordHandle(i32 246, %dx.types.NodeRecordHandle %{{.*}}, i32 4)
// CHECK: call i1 @dx.op.finishedCrossGroupSharing(i32 243,
// CHECK: call void @dx.op.incrementOutputCount(i32 240, %dx.types.NodeHandle %{{.*}}, i32 1, i1 false)
// CHECK: call i32 @dx.op.getRemainingRecursionLevels(i32 253)
// CHECK-LABEL: define void @mid() {
// CHECK: call i32 @dx.op.getInputRecordCount(i32 242,
// CHECK: call i1 @dx.op.nodeOutputIsValid(i32 252,
// CHECK-LABEL: define void @leafNode() {
// CHECK: getelementptr inbounds %struct.Leaf, %struct.Leaf addrspace(6)* %{{.*}}, i32 0, i32 0, i32 2
// CHECK: !{void ()* @root, !"root", null, null, [[ROOT:![0-9]+]]}
// CHECK: [[ROOT]] = !{i32 8, i32 15, i32 13, i32 1, i32 14, i1 true, i32 15,
