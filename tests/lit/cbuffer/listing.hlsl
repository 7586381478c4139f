// The DXIL text listing starts with DXC's "Buffer Definitions" (offsets of
// every member, nested structs, array counts, matrix orientation, buffer
// sizes) and "Resource Bindings" tables.
// RUN: hlslc -T cs_6_0 %s | FileCheck %s --strict-whitespace
struct S { float a; int2 b[2]; };
cbuffer A : register(b1, space2) { S s[2]; float2x2 m[3]; row_major float3x2 rm; uint u; }
float g;
RWBuffer<float> o;
[numthreads(1, 1, 1)] void main() { o[0] = s[1].a + u + g; }

// CHECK:      ; Buffer Definitions:
// CHECK-NEXT: ;
// CHECK-NEXT: ; cbuffer $Globals
// CHECK-NEXT: ; {
// CHECK-NEXT: ;
// CHECK-NEXT: ;   struct $Globals
// CHECK-NEXT: ;   {
// CHECK-NEXT: ;
// CHECK-NEXT: ;       float g;                                      ; Offset:    0
// CHECK-NEXT: ;   
// CHECK-NEXT: ;   } $Globals;                                       ; Offset:    0 Size:     4
// CHECK-NEXT: ;
// CHECK-NEXT: ; }
// CHECK-NEXT: ;
// CHECK-NEXT: ; cbuffer A
// CHECK-NEXT: ; {
// CHECK-NEXT: ;
// CHECK-NEXT: ;   struct hostlayout.A
// CHECK-NEXT: ;   {
// CHECK-NEXT: ;
// CHECK-NEXT: ;       struct struct.S
// CHECK-NEXT: ;       {
// CHECK-NEXT: ;
// CHECK-NEXT: ;           float a;                                  ; Offset:    0
// CHECK-NEXT: ;           int2 b[2];                                ; Offset:   16
// CHECK-NEXT: ;       
// CHECK-NEXT: ;       } s[2];;                                      ; Offset:    0
// CHECK-NEXT: ;
// CHECK-NEXT: ;       column_major float2x2 m[3];                   ; Offset:   96
// CHECK-NEXT: ;       row_major float3x2 rm;                        ; Offset:  192
// CHECK-NEXT: ;       uint u;                                       ; Offset:  232
// CHECK-NEXT: ;   
// CHECK-NEXT: ;   } A;                                              ; Offset:    0 Size:   236
// CHECK-NEXT: ;
// CHECK-NEXT: ; }
// CHECK-NEXT: ;
// CHECK-NEXT: ;
// CHECK-NEXT: ; Resource Bindings:
// CHECK-NEXT: ;
// CHECK-NEXT: ; Name                                 Type  Format         Dim      ID      HLSL Bind  Count
// CHECK-NEXT: ; ------------------------------ ---------- ------- ----------- ------- -------------- ------
// CHECK-NEXT: ; $Globals                          cbuffer      NA          NA     CB0            cb0     1
// CHECK-NEXT: ; A                                 cbuffer      NA          NA     CB1     cb1,space2     1
// CHECK-NEXT: ; o                                     UAV     f32         buf      U0             u0     1
// CHECK-NEXT: ;
