// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// Resources declared in a namespace are named without it in the bindings
// and metadata, as DXC names them.

namespace N {
  Texture2D<float4> tex;
  SamplerState smp;
  static const float k = 2;
}

// CHECK: ; smp                               sampler      NA          NA      S0             s0     1
// CHECK: ; tex                               texture     f32          2d      T0             t0     1
// CHECK-NOT: N::
float4 main(float2 uv : TEXCOORD) : SV_Target {
  return N::tex.Sample(N::smp, uv) * N::k;
}
