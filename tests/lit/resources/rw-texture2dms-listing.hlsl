// RUN: hlslc -T ps_6_7 -E main %s | FileCheck %s
// Writable multisampled textures (SM 6.7): their class carries the
// ::sample_type helper of their .sample member, as the SRV's does; the
// binding table prints an SRV's sample count after its dimension but none
// for a UAV (its metadata records none), and an SRV without a count as 2dMS.

Texture2DMS<float4, 4> t;
Texture2DMS<float4> t0;
RWTexture2DMS<float4, 4> ms;
RWTexture2DMSArray<float4, 2> msa;

// CHECK: ; t texture f32 2dMS4 T0 t0 1
// CHECK: ; t0 texture f32 2dMS T1 t1 1
// CHECK: ; ms UAV f32 2dMS U0 u0 1
// CHECK: ; msa UAV f32 2darrayMS U1 u1 1
// CHECK: %"class.RWTexture2DMS<vector<float, 4>, 4>" = type { <4 x float>, %"class.RWTexture2DMS<vector<float, 4>, 4>::sample_type" }
// CHECK: %"class.RWTexture2DMS<vector<float, 4>, 4>::sample_type" = type { i32 }
// CHECK: %"class.RWTexture2DMSArray<vector<float, 4>, 2>" = type { <4 x float>, %"class.RWTexture2DMSArray<vector<float, 4>, 2>::sample_type" }

float4 main(int2 p : P) : SV_Target {
  ms.sample[1][p] = 1;
  msa.sample[0][int3(p, 1)] = 2;
  return t.Load(p, 1) + t0.sample[0][p] + ms.Load(p, 0);
}
