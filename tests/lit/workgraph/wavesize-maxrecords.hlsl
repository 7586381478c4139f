// RUN: hlslc -T lib_6_8 %s | FileCheck %s
// A node entry's [WaveSize] range goes right after its launch type (tag
// 23, three values); an output without [MaxRecords] states 0, as in DXC.

struct R { uint v; };

// CHECK: !{void ()* @n, !"n", null, null, [[P:![0-9]+]]}
// CHECK: [[P]] = !{i32 8, i32 15, i32 13, i32 2, i32 23, [[WS:![0-9]+]], i32 15,
// CHECK: [[WS]] = !{i32 16, i32 64, i32 32}
// CHECK: !{i32 1, i32 6, i32 2, !{{[0-9]+}}, i32 3, i32 0, i32 0, !{{[0-9]+}}}
[Shader("node")]
[NodeLaunch("coalescing")]
[NumThreads(8, 1, 1)]
[WaveSize(16, 64, 32)]
void n([MaxRecords(8)] GroupNodeInputRecords<R> input, NodeOutput<R> o) {
  ThreadNodeOutputRecords<R> r = o.GetThreadNodeOutputRecords(1);
  r.Get().v = input[0].v;
  r.OutputComplete();
}
