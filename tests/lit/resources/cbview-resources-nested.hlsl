// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// Resources in structs nested in the S of a ConstantBuffer<S>, and in
// arrays of such structs, are named by their path ("CB.inner.t",
// "CB.arr.1.t"); the buffer keeps the data of the nested structs.

struct In { Texture2D t; float k; };
struct S {
  float4 a;
  In inner;
  In arr[2];
};
ConstantBuffer<S> CB;

float4 main(float2 uv : TEXCOORD) : SV_Target {
  return CB.inner.t.Load(int3(1, 2, 0)) * CB.arr[1].k + CB.arr[1].t.Load(int3(0, 0, 0)) * CB.inner.k;
}

// CHECK:      ;       struct hostlayout.struct.S
// CHECK-NEXT: ;       {
// CHECK-NEXT: ;
// CHECK-NEXT: ;           float4 a;                                 ; Offset:    0
// CHECK-NEXT: ;           struct hostlayout.struct.In
// CHECK-NEXT: ;           {
// CHECK-NEXT: ;
// CHECK-NEXT: ;               float k;                              ; Offset:   16
// CHECK-NEXT: ;
// CHECK-NEXT: ;           } inner;                                  ; Offset:   16
// CHECK-NEXT: ;
// CHECK-NEXT: ;           struct hostlayout.struct.In
// CHECK-NEXT: ;           {
// CHECK-NEXT: ;
// CHECK-NEXT: ;               float k;                              ; Offset:   32
// CHECK-NEXT: ;
// CHECK-NEXT: ;           } arr[2];;                                ; Offset:   32
// CHECK:      ;   } CB;                                             ; Offset:    0 Size:    52
// CHECK: ; CB                                cbuffer      NA          NA     CB0            cb0     1
// the order of the two (and so their registers) follows DXC's use order,
// which hlslc does not always reproduce: names only here
// CHECK-DAG: ; CB.inner.t                        texture     f32          2d      T{{[01]}}             t{{[01]}}     1
// CHECK-DAG: ; CB.arr.1.t                        texture     f32          2d      T{{[01]}}             t{{[01]}}     1
// CHECK: ; ViewId state:
// CHECK: %hostlayout.struct.S = type { <4 x float>, %hostlayout.struct.In, [2 x %hostlayout.struct.In] }
// CHECK: %hostlayout.struct.In = type { float }
