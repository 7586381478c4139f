// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// DXC lists (and implicitly binds) tbuffers and TextureBuffer<T> after the
// other SRVs, in declaration order: it turns them from constant buffers into
// SRVs last.

struct Foo { float4 f; };
tbuffer TB { float4 x; }
TextureBuffer<Foo> tbv[2];
Texture2D<float4> tex[2];
Buffer<float4> buf;

float4 main(float2 uv : UV) : SV_Target {
  return x + tbv[1].f + tex[1].Load(int3(0, 0, 0)) + buf[0];
}

// CHECK: ; tex                               texture     f32          2d      T0             t0     2
// CHECK-NEXT: ; buf                               texture     f32         buf      T1             t2     1
// CHECK-NEXT: ; TB                                texture     u32     tbuffer      T2             t3     1
// CHECK-NEXT: ; tbv                               texture     u32     tbuffer      T3             t4     2
