// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// A global static initialized at run time (its initializer is not a
// constant) holds nothing before the entry's first code sets it: no zero
// stores precede the copy of its initial value (DXC writes none).

// CHECK-LABEL: define void @main()
// CHECK-NOT: store float 0.000000e+00
// CHECK: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 0)
// CHECK: store float %
// CHECK: store float 0.000000e+00
// CHECK: ret void

cbuffer C { float4 pal[4]; };
static float4 w[4] = pal;

float4 main(uint j : J) : SV_Target {
  w[j >> 2] = 0;
  return w[j & 3];
}
