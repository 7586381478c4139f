// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// A static global that is never written after its initialization (static
// const, or a static never assigned) and is initialized with constant-buffer
// data of its type (or a struct whose initializer list gives each field such
// data) reads the buffer itself: no local copy, a dynamic subscript indexes
// the buffer's rows (DXC's memcpy replacement does the same).

// CHECK-NOT: alloca
// CHECK: %[[J:[0-9]+]] = call i32 @dx.op.loadInput.i32(i32 4, i32 0, i32 0, i8 0, i32 undef)
// CHECK: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 %[[J]])
// CHECK: %[[I:[0-9]+]] = extractvalue %dx.types.CBufRet.i32 %{{[0-9]+}}, 0
// CHECK: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 %[[I]])
// CHECK: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 16)
// CHECK-NOT: alloca

cbuffer C { float4 pal[16]; float4 k; };
static const float4 spal[16] = pal;
static float4 wpal[16] = pal;
static const struct { float4 p[16]; float4 q; } ss = { pal, k };
uint i;

float4 main(uint j : J) : SV_Target {
  return spal[j] + wpal[j] + ss.p[i] * ss.q;
}
