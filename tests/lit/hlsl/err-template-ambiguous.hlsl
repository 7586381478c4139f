// RUN: not hlslc -T cs_6_0 -E main %s 2>&1 | FileCheck %s
// Two function templates that fit a call equally well make it ambiguous:
// DXC does not order them by specialization (Get(Box<T>) is no better than
// Get(T) for a Box<float>). A call only one of them fits is fine.

template<typename T> struct Box { T v; };
template<typename T> T Get(T x) { return x; }
template<typename T> T Get(Box<T> b) { return b.v; }

RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Box<float> b;
  b.v = id.x;
  // CHECK: err-template-ambiguous.hlsl:[[# @LINE + 2]]:12: error: call to 'Get' is ambiguous [HL4005]
  // CHECK-NOT: error
  Out[0] = Get(b) + Get(2.0f);
}
