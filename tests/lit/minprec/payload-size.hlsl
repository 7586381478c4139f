// RUN: hlslc -T as_6_5 -E main %s | FileCheck %s
// RUN: hlslc -T as_6_5 -E main -enable-16bit-types %s | FileCheck %s --check-prefix=N16
// An amplification payload's size is its DXIL allocation size, where a
// min-precision value takes 32 bits (DXC's legacy data layout: i16:32,
// f16:32): 4 + 4 + 4 * 4 + 3 * 4 + 3 * 4 = 48. With native 16-bit types
// they are 2 bytes: 4 + 2 + 8 + 6 + 6 = 26, rounded to 28.

// CHECK: !{![[#]], i32 48}
// N16: !{![[#]], i32 28}

struct P { uint a; min16uint s; min16float4 v; min16float3 w; min16uint arr[3]; };
groupshared P pl;

[numthreads(1, 1, 1)]
void main(uint t : SV_GroupIndex) {
  pl.a = t; pl.s = t; pl.v = t; pl.w = t; pl.arr[t % 3] = t;
  DispatchMesh(1, 1, 1, pl);
}
