// isfinite and isnormal lower to the IsFinite (10) and IsNormal (11)
// isSpecialFloat ops, as DXC writes them.
// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
float4 main(float4 a : A) : SV_Target { return float4(isfinite(a.x), isnormal(a.y), 0, 0); }
// CHECK: call i1 @dx.op.isSpecialFloat.f32(i32 10, float %{{[0-9]+}})  ; IsFinite(value)
// CHECK: call i1 @dx.op.isSpecialFloat.f32(i32 11, float %{{[0-9]+}})  ; IsNormal(value)
