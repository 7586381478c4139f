// RUN: not hlslc -T cs_6_9 %s 2>&1 | FileCheck %s
// Long vectors (more than 4 components) are valid from shader model 6.9 but
// not in constant buffers: $Globals, cbuffer and tbuffer members (at the
// start of the declaration, through arrays, struct members and bases) and
// the element of ConstantBuffer<T> / TextureBuffer<T> (at the argument).
// Static and groupshared globals may hold them.

struct LV { float4 f; vector<float, 5> v; };
struct LVD : LV { int i; };

// CHECK: diag-cbuffer.hlsl:[[# @LINE + 1]]:1: error: vectors of over 4 elements in cbuffers or tbuffers are not supported
vector<float, 5> gv;
// CHECK: diag-cbuffer.hlsl:[[# @LINE + 1]]:1: error: vectors of over 4 elements in cbuffers or tbuffers are not supported
uniform vector<int, 8> gu[2];
static vector<float, 5> sv;
groupshared vector<float, 5> gsv;
// CHECK: diag-cbuffer.hlsl:[[# @LINE + 1]]:14: error: vectors of over 4 elements in cbuffers or tbuffers are not supported
cbuffer CB { LV cbm[2]; float4 ok; };
// CHECK: diag-cbuffer.hlsl:[[# @LINE + 1]]:14: error: vectors of over 4 elements in cbuffers or tbuffers are not supported
tbuffer TB { LVD tbm; };
// CHECK: diag-cbuffer.hlsl:[[# @LINE + 1]]:16: error: vectors of over 4 elements in ConstantBuffers or TextureBuffers are not supported
ConstantBuffer<LV> cbt;
// CHECK: diag-cbuffer.hlsl:[[# @LINE + 1]]:15: error: vectors of over 4 elements in ConstantBuffers or TextureBuffers are not supported
TextureBuffer<LVD> tbt;
StructuredBuffer<LV> sb;
// CHECK-NOT: error

[numthreads(1, 1, 1)]
void main() {}
