// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// A global struct mixing resources and data passed by value: the copy takes
// its data from $Globals and its handles from the resources it was split into.

SamplerState Samp;
struct Resources { Texture2D Tex1; float4 foo; };
Resources g_res;

float4 foo(Resources res, float4 coord) {
  return res.Tex1.Sample(Samp, coord.xy) * res.foo;
}

float4 main(float4 coord : TEXCOORD) : SV_Target {
  return foo(g_res, coord);
}

// CHECK: ; g_res.Tex1                        texture     f32          2d      T0             t0     1
// CHECK: [[T:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
// CHECK: [[S:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 0, i32 0, i1 false)
// CHECK: [[CB:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 0, i1 false)
// CHECK-DAG: call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle [[T]], %dx.types.Handle [[S]],
// CHECK-DAG: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[CB]], i32 0)
