// RUN: hlslc -T cs_6_5 -E main %s | FileCheck %s
// DXC declares the raytracing flag groups as pseudo-enums: typedefs of
// uint named RAY_FLAG, RAYQUERY_FLAG, COMMITTED_STATUS and CANDIDATE_TYPE
// next to their constants, usable as types (and as the type of a
// non-type template parameter).

RWStructuredBuffer<uint> o;

template<RAY_FLAG F> uint with_opaque() { return F | RAY_FLAG_FORCE_OPAQUE; }

// 0x40 + 1 + 1 + 0 + (0x100 | 1) = 323
// CHECK: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %{{.*}}, i32 0, i32 0, i32 323,
[numthreads(1, 1, 1)]
void main() {
  RAY_FLAG f = RAY_FLAG_CULL_OPAQUE;
  COMMITTED_STATUS c = COMMITTED_TRIANGLE_HIT;
  CANDIDATE_TYPE t = CANDIDATE_PROCEDURAL_PRIMITIVE;
  RAYQUERY_FLAG q = RAYQUERY_FLAG_NONE;
  o[0] = f + c + t + q + with_opaque<RAY_FLAG_SKIP_TRIANGLES>();
}
