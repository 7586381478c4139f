// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// An array of one ConstantBuffer<S> whose S holds resources is accepted
// (more elements are an error): the resources are named after the view,
// without the element ("CB.tex" for CB[0].tex).

struct S {
  Texture2D tex;
  float value1;
};
ConstantBuffer<S> CB[1];

float4 main(float2 uv : TEXCOORD) : SV_Target {
  return CB[0].tex.Load(int3(0, 0, 0)) * CB[0].value1;
}

// CHECK: ;   struct hostlayout.CB
// CHECK:      ;           float value1;                             ; Offset:    0
// CHECK:      ;   } CB;                                             ; Offset:    0 Size:     4
// CHECK: ; CB                                cbuffer      NA          NA     CB0            cb0     1
// CHECK-NEXT: ; CB.tex                            texture     f32          2d      T0             t0     1
// CHECK: %[[TEX:[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
// CHECK: %[[CB:[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 0, i1 false)
// CHECK: @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %[[TEX]], i32 0, i32 0, i32 0,
// CHECK: @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[CB]], i32 0)
