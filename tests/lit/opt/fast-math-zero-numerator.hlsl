// Under HLSL's fast math 0 * w / (w + 1) is 0 (LLVM's nnan/nsz rules):
// the depth read that computed w is dead and Depth leaves the container,
// as DXC removes it (a filter whose input a permutation stubs to zero).
// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// CHECK-NOT: Depth
// CHECK: textureStore.f32(i32 67, %dx.types.Handle %1, i32 %2, i32 %3, i32 undef, float 0.000000e+00,
// CHECK-NOT: Depth

Texture2D<float> Depth : register(t0);
RWTexture2D<float> Out : register(u0);

float2 LoadInput(uint2 p) { return float2(0, 0); } // a stubbed permutation

[numthreads(8, 8, 1)]
void main(uint2 id : SV_DispatchThreadID) {
  float w = exp(-abs(Depth[id] - 0.5));
  float shadow = LoadInput(id).x * w;
  Out[id] = shadow / (w + 1.0);
}
