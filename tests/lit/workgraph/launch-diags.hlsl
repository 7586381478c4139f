// RUN: not hlslc -T lib_6_8 %s 2>&1 | FileCheck %s
// Node entry attributes: the launch type is one of three case-sensitive
// names; broadcasting nodes need a dispatch grid (one kind, not both) and
// numthreads; thread launch nodes run (1,1,1); one input at most.

struct R { uint a; };

// CHECK: launch-diags.hlsl:[[@LINE+2]]:2: error: attribute 'NodeLaunch' must have one of these values: broadcasting,coalescing,thread
[Shader("node")]
[NodeLaunch("Broadcasting")] [NodeDispatchGrid(1, 1, 1)] [NumThreads(1, 1, 1)]
void n1(DispatchNodeInputRecord<R> input) {}

// CHECK: launch-diags.hlsl:[[@LINE+3]]:6: error: Broadcasting node shader 'n2' must have either the NodeDispatchGrid or NodeMaxDispatchGrid attribute
[Shader("node")]
[NodeLaunch("broadcasting")] [NumThreads(1, 1, 1)]
void n2(DispatchNodeInputRecord<R> input) {}

// CHECK: launch-diags.hlsl:[[@LINE+4]]:57: error: Node shader 'n3' may not use both 'nodemaxdispatchgrid' and 'nodedispatchgrid'
// CHECK: launch-diags.hlsl:[[@LINE+3]]:31: note: nodedispatchgrid defined here
// CHECK: launch-diags.hlsl:[[@LINE+3]]:6: error: Broadcasting node shader 'n3' with NodeMaxDispatchGrid attribute must declare an input record containing a field with SV_DispatchGrid semantic
[Shader("node")]
[NodeLaunch("broadcasting")] [NodeDispatchGrid(1,1,1)] [NodeMaxDispatchGrid(2,2,2)] [NumThreads(1, 1, 1)]
void n3(DispatchNodeInputRecord<R> input) {}

// CHECK: launch-diags.hlsl:[[@LINE+3]]:25: error: Thread launch nodes must have a thread group size of (1,1,1)
// CHECK: launch-diags.hlsl:[[@LINE+2]]:2: note: Launch type defined here
[Shader("node")]
[NodeLaunch("thread")] [NumThreads(2, 1, 1)]
void n4(ThreadNodeInputRecord<R> input) {}

// CHECK: launch-diags.hlsl:[[@LINE+3]]:6: error: Node shader 'n5' with coalescing launch type requires 'numthreads' attribute
[Shader("node")]
[NodeLaunch("coalescing")]
void n5(GroupNodeInputRecords<R> input) {}

// CHECK: launch-diags.hlsl:[[@LINE+3]]:62: error: Node shader 'n6' may not have more than one input record
[Shader("node")]
[NodeLaunch("thread")]
void n6(ThreadNodeInputRecord<R> a, ThreadNodeInputRecord<R> b) {}

// CHECK-NOT: error
