// RUN: not hlslc -T lib_6_8 %s 2>&1 | FileCheck %s
// RUN: not hlslc -T cs_6_6 -E cs -DCOMPUTE %s 2>&1 | FileCheck --check-prefix=CS %s
// More of DXC's node entry rules: system values per launch type, node
// objects are not arrays, read-only records cannot be written, node
// attributes only on node shaders.

struct R { uint a; uint3 v; };

#ifndef COMPUTE

// bodies are checked first, then the entries
[Shader("node")] [NodeLaunch("thread")]
void t5(const RWThreadNodeInputRecord<R> r) {
  // a const RW input has only the const accessors
  // CHECK: entry-diags.hlsl:[[@LINE+1]]:13: error: cannot assign to return value because function 'Get' returns a const value
  r.Get().a = 1;
}
[Shader("node")] [NodeLaunch("thread")]
void t4(ThreadNodeInputRecord<R> r) {
  // CHECK: entry-diags.hlsl:[[@LINE+1]]:13: error: cannot assign to return value because function 'Get' returns a const value
  r.Get().a = 1;
  // CHECK: entry-diags.hlsl:[[@LINE+1]]:15: error: read-only variable is not assignable
  r.Get().v.x = 2;
}

// CHECK: entry-diags.hlsl:[[@LINE+3]]:43: error: Invalid system value semantic 'SV_DispatchThreadID' for launchtype 'Thread'
// CHECK: entry-diags.hlsl:[[@LINE+2]]:73: error: Invalid system value semantic 'SV_GroupIndex' for launchtype 'Thread'
[Shader("node")] [NodeLaunch("thread")]
void t1(ThreadNodeInputRecord<R> r, uint3 d : SV_DispatchThreadID, uint i : SV_GroupIndex) {}

// CHECK: entry-diags.hlsl:[[@LINE+2]]:67: error: Invalid system value semantic 'SV_GroupID' for launchtype 'Coalescing'
[Shader("node")] [NodeLaunch("coalescing")] [NumThreads(2, 1, 1)]
void t2(GroupNodeInputRecords<R> r, uint i : SV_GroupIndex, uint3 g : SV_GroupID) {}

// CHECK: entry-diags.hlsl:[[@LINE+3]]:51: error: entry parameter of type 'NodeOutput<R> [2]' may not be an array
// CHECK: entry-diags.hlsl:[[@LINE+2]]:51: note: 'NodeOutput' cannot be used as an array; did you mean 'NodeOutputArray'?
[Shader("node")] [NodeLaunch("thread")]
void t3(ThreadNodeInputRecord<R> r, NodeOutput<R> o[2]) {}

#else
// CS: entry-diags.hlsl:[[@LINE+2]]:2: error: attribute nodeid only allowed on node shaders
// CS: entry-diags.hlsl:[[@LINE+1]]:16: error: attribute nodedispatchgrid only allowed on node shaders
[NodeID("x")] [NodeDispatchGrid(1, 1, 1)] [numthreads(1, 1, 1)]
void cs() {}
#endif
