// RUN: hlslc -T cs_6_0 %s | FileCheck %s
// The listing's Buffer Definitions name each structured buffer's element
// layout after the constant buffers, SRVs then UAVs (DXC's "Resource bind
// info"): members at their offsets in the buffer, the stride as the size.
struct S { float4 a; int b[2]; struct { float c; } n; float2x2 m; };
StructuredBuffer<S> sb;
RWStructuredBuffer<float4> rw;
StructuredBuffer<float3x3> mats;
ByteAddressBuffer bab;
AppendStructuredBuffer<uint> app;
Texture2D tex;
cbuffer CB { float x; }
RWStructuredBuffer<float> o;
[numthreads(1,1,1)] void main() { o[0] = sb[0].a.x + rw[0].y + mats[0][0][0] + bab.Load(0) + x + tex.Load(0).x; app.Append(1); }
// CHECK: ; Resource bind info for sb
// CHECK-NEXT: ; {
// CHECK-NEXT: ;
// CHECK-NEXT: ;   struct hostlayout.struct.S
// CHECK-NEXT: ;   {
// CHECK-NEXT: ;
// CHECK-NEXT: ;       float4 a;                                     ; Offset:    0
// CHECK-NEXT: ;       int b[2];                                     ; Offset:   16
// CHECK-NEXT: ;       struct struct.anon
// CHECK-NEXT: ;       {
// CHECK-NEXT: ;
// CHECK-NEXT: ;           float c;                                  ; Offset:   24
// CHECK-NEXT: ;
// CHECK-NEXT: ;       } n;                                          ; Offset:   24
// CHECK-NEXT: ;
// CHECK-NEXT: ;       column_major float2x2 m;                      ; Offset:   28
// CHECK-NEXT: ;
// CHECK-NEXT: ;   } $Element;                                       ; Offset:    0 Size:    44
// CHECK-NEXT: ;
// CHECK-NEXT: ; }
// CHECK-NEXT: ;
// CHECK-NEXT: ; Resource bind info for mats
// CHECK-NEXT: ; {
// CHECK-NEXT: ;
// CHECK-NEXT: ;   column_major float3x3 $Element;                   ; Offset:    0 Size:    36
// CHECK-NEXT: ;
// CHECK-NEXT: ; }
// CHECK-NEXT: ;
// CHECK-NEXT: ; Resource bind info for rw
// CHECK-NEXT: ; {
// CHECK-NEXT: ;
// CHECK-NEXT: ;   float4 $Element;                                  ; Offset:    0 Size:    16
// CHECK-NEXT: ;
// CHECK-NEXT: ; }
// CHECK-NEXT: ;
// CHECK-NEXT: ; Resource bind info for app
// CHECK-NEXT: ; {
// CHECK-NEXT: ;
// CHECK-NEXT: ;   uint $Element;                                    ; Offset:    0 Size:     4
// CHECK-NEXT: ;
// CHECK-NEXT: ; }
// CHECK-NEXT: ;
// CHECK-NEXT: ; Resource bind info for o
// CHECK-NEXT: ; {
// CHECK-NEXT: ;
// CHECK-NEXT: ;   float $Element;                                   ; Offset:    0 Size:     4
// CHECK-NEXT: ;
// CHECK-NEXT: ; }
// CHECK-NEXT: ;
