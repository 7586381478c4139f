// Reading a shader input is not precise math: loadInput carries no
// !dx.precise (DXC marks only `precise` computations).
// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
float4 main(float4 a : A) : SV_Target { return float4(isinf(a.z), a.x * 2, 0, 0); }
// CHECK: call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 undef)  ; LoadInput
// CHECK-NOT: !dx.precise
