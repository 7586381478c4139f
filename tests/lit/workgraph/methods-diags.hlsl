// RUN: not hlslc -T lib_6_8 %s 2>&1 | FileCheck %s
// Node object methods exist only on the kinds DXC declares them for, and
// read-only input records cannot be written.

struct R { uint a; };

[Shader("node")]
[NodeLaunch("thread")]
void n(ThreadNodeInputRecord<R> input, NodeOutput<R> out1) {
  // CHECK: methods-diags.hlsl:[[@LINE+1]]:9: error: no member named 'Count' in 'ThreadNodeInputRecord<R>'
  input.Count();
  // CHECK: methods-diags.hlsl:[[@LINE+1]]:8: error: no member named 'OutputComplete' in 'NodeOutput<R>'
  out1.OutputComplete();
  // CHECK: methods-diags.hlsl:[[@LINE+1]]:8: error: type 'ThreadNodeInputRecord<R>' does not provide a subscript operator
  input[0].a = 1;
  // CHECK: methods-diags.hlsl:[[@LINE+1]]:17: error: cannot assign to return value because function 'Get' returns a const value
  input.Get().a = 1;
}
