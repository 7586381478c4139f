// RUN: hlslc -T ps_6_8 %s | FileCheck %s
// RUN: hlslc -T ps_6_8 -DZERO %s | FileCheck %s --check-prefix=NONE
// RUN: hlslc -T ps_6_8 -DNEGZERO %s | FileCheck %s --check-prefix=NONE
// RUN: hlslc -T ps_6_7 -validator-version 1.7 %s | FileCheck %s --check-prefix=NONE
// A Sample's LOD clamp needs tiled resources (validator 1.8 on, as DXC):
// not when it is 0.0 (or -0.0), nor for older validators.
// CHECK: Tiled resources
// NONE-NOT: Tiled resources
// NONE: define void @main()
Texture2D T; SamplerState S; float clampv;
float4 main(float2 c : TEXCOORD) : SV_Target {
#ifdef ZERO
  return T.Sample(S, c, int2(0,0), 0);
#elif defined(NEGZERO)
  return T.Sample(S, c, int2(0,0), -0.0);
#else
  return T.Sample(S, c, int2(0,0), clampv);
#endif
}
