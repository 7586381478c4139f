// RayQuery methods: a call with the wrong number of arguments and an
// unknown method get DXC's messages
// RUN: not hlslc -T cs_6_5 %s 2>&1 | FileCheck %s
// CHECK: rayquery-err-methods.hlsl:[[@LINE+7]]:12: error: no matching member function for call to 'Proceed'
// CHECK: note: candidate function template not viable: requires 0 arguments, but 1 was provided
// CHECK: rayquery-err-methods.hlsl:[[@LINE+6]]:5: error: no member named 'Foo' in 'RayQuery<0, 0>'
// CHECK: rayquery-err-methods.hlsl:[[@LINE+6]]:5: error: no matching member function for call to 'CommitProceduralPrimitiveHit'
RWStructuredBuffer<float> o : register(u0);
[numthreads(1, 1, 1)] void main() {
  RayQuery<0> q;
  o[0] = q.Proceed(1);
  q.Foo();
  q.CommitProceduralPrimitiveHit();
}
