// RUN: hlslc -T lib_6_8 -enable-16bit-types %s | FileCheck %s
// A node entry's properties in dx.entryPoints, as DXC writes them: shader
// kind 15, launch type (13), node ID (15: [NodeID] or the function's name),
// local root arguments table index (16, -1 when absent), dispatch grids
// (18/22), recursion depth (19), inputs (20) and outputs (21) each with
// {flags, record {size, SV_DispatchGrid {offset, type, count}, align},
// MaxRecords, array size, shared-with, sparse, output ID}, then numthreads.

struct [NodeTrackRWInputSharing] In { uint16_t2 grid : SV_DispatchGrid; uint v; };
struct Out { float4 a; };

// CHECK: !{void ()* @main, !"main", null, null, [[P:![0-9]+]]}
// CHECK: [[P]] = !{i32 8, i32 15, i32 13, i32 1, i32 14, i1 true, i32 15, [[ID:![0-9]+]], i32 16, i32 3, i32 22, [[G:![0-9]+]], i32 19, i32 2, i32 20, [[IN:![0-9]+]], i32 21, [[OUT:![0-9]+]], i32 4, [[NT:![0-9]+]]
// CHECK: [[ID]] = !{!"Entry", i32 2}
// CHECK: [[G]] = !{i32 8, i32 4, i32 1}
// CHECK: [[IN]] = !{[[IN0:![0-9]+]]}
// CHECK: [[IN0]] = !{i32 1, i32 869, i32 2, [[R:![0-9]+]]}
// CHECK: [[R]] = !{i32 0, i32 8, i32 1, [[SV:![0-9]+]], i32 2, i32 4}
// CHECK: [[SV]] = !{i32 0, i32 3, i32 2}
// CHECK: [[OUT]] = !{[[O0:![0-9]+]], [[O1:![0-9]+]]}
// CHECK: [[O0]] = !{i32 1, i32 22, i32 2, [[R2:![0-9]+]], i32 3, i32 4, i32 5, i32 3, i32 6, i1 true, i32 0, [[ID2:![0-9]+]]}
// CHECK: [[R2]] = !{i32 0, i32 16, i32 2, i32 4}
// CHECK: [[ID2]] = !{!"Target", i32 0}
// CHECK: [[O1]] = !{i32 1, i32 10, i32 3, i32 0, i32 4, i32 0, i32 0, [[ID3:![0-9]+]]}
// CHECK: [[ID3]] = !{!"done", i32 0}
// CHECK: [[NT]] = !{i32 4, i32 1, i32 1}
[Shader("node")]
[NodeLaunch("broadcasting")]
[NodeIsProgramEntry]
[NodeID("Entry", 2)]
[NodeLocalRootArgumentsTableIndex(3)]
[NodeMaxDispatchGrid(8, 4, 1)]
[NodeMaxRecursionDepth(2)]
[NumThreads(4, 1, 1)]
void main(globallycoherent RWDispatchNodeInputRecord<In> input,
          [MaxRecords(4)] [NodeID("Target")] [NodeArraySize(3)] [AllowSparseNodes] NodeOutputArray<Out> outs,
          [MaxRecordsSharedWith(outs)] EmptyNodeOutput done) {
  ThreadNodeOutputRecords<Out> r = outs[input.Get().v].GetThreadNodeOutputRecords(1);
  r.Get().a = 1;
  r.OutputComplete();
  done.GroupIncrementOutputCount(1);
}
