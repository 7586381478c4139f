// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// A ConstantBuffer<S> whose S holds resources (DXC): the buffer holds S's
// data only (hostlayout types without the resource fields), and each
// resource field is a resource of its own named "<view>.<field>", listed and
// implicitly bound after the other resources.

struct S {
  float4 a;
  Texture2D tex;
  SamplerState samp;
  float b;
};
ConstantBuffer<S> C1;
Texture2D t0;

float4 main(float2 uv : TEXCOORD) : SV_Target {
  return C1.a * C1.b + C1.tex.Sample(C1.samp, uv) + t0.Load(int3(0, 0, 0));
}

// CHECK: ; cbuffer C1
// CHECK:      ;   struct hostlayout.C1
// CHECK:      ;       struct hostlayout.struct.S
// CHECK-NEXT: ;       {
// CHECK-NEXT: ;
// CHECK-NEXT: ;           float4 a;                                 ; Offset:    0
// CHECK-NEXT: ;           float b;                                  ; Offset:   16
// CHECK:      ;       } C1;                                         ; Offset:    0
// CHECK:      ;   } C1;                                             ; Offset:    0 Size:    20
// CHECK: ; C1                                cbuffer      NA          NA     CB0            cb0     1
// CHECK-NEXT: ; C1.samp                           sampler      NA          NA      S0             s0     1
// CHECK-NEXT: ; t0                                texture     f32          2d      T0             t0     1
// CHECK-NEXT: ; C1.tex                            texture     f32          2d      T1             t1     1
// CHECK: %hostlayout.C1 = type { %hostlayout.struct.S }
// CHECK: %hostlayout.struct.S = type { <4 x float>, float }
// CHECK: %[[TEX:[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 1, i1 false)
// CHECK: %[[SAMP:[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 0, i32 0, i1 false)
// CHECK: %[[CB:[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 0, i1 false)
// CHECK: @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[CB]], i32 0)
// CHECK: @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[CB]], i32 1)
// CHECK: @dx.op.sample.f32(i32 60, %dx.types.Handle %[[TEX]], %dx.types.Handle %[[SAMP]],
// CHECK: !{i32 0, %hostlayout.C1* undef, !"", i32 0, i32 0, i32 1, i32 20, null}
