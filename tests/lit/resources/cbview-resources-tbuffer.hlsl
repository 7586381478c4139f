// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// A TextureBuffer<S> whose S holds resources: the tbuffer holds S's data
// (read with bufferLoad), each resource field is a resource of its own; the
// tbuffer itself is listed after all other SRVs.

struct S {
  float4 a;
  Texture2D tex;
  Buffer<float4> buf;
};
TextureBuffer<S> TB;

float4 main(float2 uv : TEXCOORD) : SV_Target {
  return TB.tex.Load(int3(uv, 0)) * TB.a + TB.buf.Load(3);
}

// CHECK: ; tbuffer TB
// CHECK:      ;   struct hostlayout.TB
// CHECK:      ;           float4 a;                                 ; Offset:    0
// CHECK:      ;   } TB;                                             ; Offset:    0 Size:    16
// the order of the two fields' resources follows DXC's use order, which
// hlslc does not always reproduce: names only here
// CHECK-DAG: ; TB.tex                            texture     f32          2d      T{{[01]}}             t{{[01]}}     1
// CHECK-DAG: ; TB.buf                            texture     f32         buf      T{{[01]}}             t{{[01]}}     1
// CHECK: ; TB                                texture     u32     tbuffer      T2             t2     1
// CHECK: %[[TB:[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 2, i32 2, i1 false)
// CHECK: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %[[TB]], i32 0, i32 undef)
// CHECK: !{i32 2, %hostlayout.TB* undef, !"", i32 0, i32 2, i32 1, i32 15, i32 0, ![[#]]}
