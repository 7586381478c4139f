// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// struct D : B: B's members come first, and the members of D pack right
// after them (the base is not padded to a new row), in constant buffers as
// in structured buffers; the listing names the base subobject after its
// struct, as DXC.

struct B { float a; };
struct D : B { float2 b; float c; };

StructuredBuffer<D> Sb : register(t0);
cbuffer C : register(b0) { D cd; float after; };
RWStructuredBuffer<float> Out : register(u0);

// CHECK:      ;       struct struct.D
// CHECK: ;       {
// CHECK: ;           struct struct.B
// CHECK: ;           {
// CHECK: ;               float a;                              ; Offset:    0
// CHECK: ;           } B;                                      ; Offset:    0
// CHECK: ;           float2 b;                                 ; Offset:    4
// CHECK: ;           float c;                                  ; Offset:   12
// CHECK: ;       } cd;                                         ; Offset:    0
// CHECK: ;       float after;                                  ; Offset:   16

// CHECK: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 0)
// CHECK: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 4)
// CHECK: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 12)
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  D x = Sb[id.x];
  Out[0] = x.a + x.b.y + x.c + cd.a + cd.b.y + cd.c + after;
}
