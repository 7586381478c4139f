// register(cN) on a $Globals variable places it at row N (bN and iN too, as
// in DXC); the variables without one follow the end of the last placed one,
// in declaration order, packed right after it (no new row); overlapping rows are accepted as DXC accepts them.
// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
float  k;
float4 g : register(c1);
float2 j : register(b0);
float4 h : register(c1);
struct S { float4 a; float b; };
S s : register(i3);
float4 l;
float4 main() : SV_Target { return k + g + j.x + h + s.a + s.b + l; }

// CHECK: ;       float k;                                      ; Offset:   68
// CHECK: ;       float4 g;                                     ; Offset:   16
// CHECK: ;       float2 j;                                     ; Offset:    0
// CHECK: ;       float4 h;                                     ; Offset:   16
// CHECK: ;           float4 a;                                 ; Offset:   48
// CHECK: ;           float b;                                  ; Offset:   64
// CHECK: ;       } s;                                          ; Offset:   48
// CHECK: ;       float4 l;                                     ; Offset:   80
// CHECK: ;   } $Globals;                                       ; Offset:    0 Size:    96
// k shares row 4 with s.b (no new row after the placed ones), l is row 5
// CHECK-DAG: @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 1)
// CHECK-DAG: @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 0)
// CHECK-DAG: @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 3)
// CHECK-DAG: @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 4)
// CHECK-DAG: @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 5)
