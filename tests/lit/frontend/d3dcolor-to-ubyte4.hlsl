// D3DCOLORtoUBYTE4(c) is int4(c.zyxw * 255.001953), DXC's expansion.
// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
int4 main(float4 a : A) : SV_Target { return D3DCOLORtoUBYTE4(a); }
// CHECK: %[[Z:[0-9]+]] = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 undef)
// CHECK: %[[M:[0-9]+]] = fmul fast float %[[Z]], 0x406FE01000000000
// CHECK: %[[I:[0-9]+]] = fptosi float %[[M]] to i32
// CHECK: call void @dx.op.storeOutput.i32(i32 5, i32 0, i32 0, i8 0, i32 %[[I]])
