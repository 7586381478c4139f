// RUN: hlslc -T cs_6_9 %s | FileCheck %s
// From shader model 6.9 a vector may have up to 1024 components; the size
// may be literal arithmetic (vector<bool, NUM+1> in DXC's tests), and the
// name of a long vector type is clang's vector<T, N> (no floatN typedef).

RWStructuredBuffer<vector<uint, 2 * 3 + 1> > b;
RWStructuredBuffer<vector<int, 1024> > h;

// CHECK: %dx.types.ResRet.v7i32 = type { <7 x i32>, i32 }
// CHECK: resource: RWStructuredBuffer<stride=28>
// CHECK: @dx.op.rawBufferVectorLoad.v7i32(i32 303
[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) { b[i + 1] = b[i]; }
