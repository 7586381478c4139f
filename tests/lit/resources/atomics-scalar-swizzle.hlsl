// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// Interlocked* on .x/.r of a scalar (DXC issue 2434): the scalar itself, for
// structured-buffer members (also array elements), scalar typed textures and
// groupshared memory.

struct Foo { float2 a; uint u; uint d[4]; };
RWStructuredBuffer<Foo> sb : register(u0);
RWTexture2D<uint> tex : register(u1);
groupshared uint gs[64];

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  // CHECK: call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 %[[Z:[0-9]+]], i32 8, i32 undef, i32 1)
  InterlockedAdd(sb[id.z].u.x, 1);
  // CHECK: call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %{{[0-9]+}}, i32 2, i32 %[[Z]], i32 16, i32 undef, i32 2)
  InterlockedOr(sb[id.z].d[1].r, 2);
  // CHECK: call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 undef, i32 3)
  InterlockedAdd(tex[id.xy].x, 3);
  // CHECK: atomicrmw add i32 addrspace(3)* %{{[0-9]+}}, i32 4 seq_cst
  InterlockedAdd(gs[id.z].r, 4);
}
