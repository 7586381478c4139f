// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// A float3 takes 12 bytes when DXC checks packoffsets for overlap (its HLSL
// vectors are not rounded up to a power of two), so the .w component after a
// float3 is free: the most common effect-file layout.

cbuffer C {
  float3 dir : packoffset(c2);
  float  len : packoffset(c2.w);
  float2 uv  : packoffset(c3.z);
  float  k   : packoffset(c3.y);
}
RWStructuredBuffer<float> Out : register(u0);

// CHECK: ;       float3 dir;                                   ; Offset:   32
// CHECK: ;       float len;                                    ; Offset:   44
// CHECK: ;       float2 uv;                                    ; Offset:   56
// CHECK: ;       float k;                                      ; Offset:   52
[numthreads(1, 1, 1)]
void main() { Out[0] = dir.x + len + uv.y + k; }
