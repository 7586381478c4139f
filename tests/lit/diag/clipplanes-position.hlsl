// RUN: not hlslc -T vs_6_0 -E main %s 2>&1 | FileCheck %s
// RUN: hlslc -T vs_6_0 -E main -D POSITION %s 2>&1 | FileCheck %s --check-prefix=OK
// [clipplanes(...)] applies the planes to the vertex shader's SV_Position
// output: without one, DXC's error at the entry; with one, SV_ClipDistance
// outputs (tests/lit/stages/vs-clipplanes.hlsl).

float4 plane0;
struct Out {
  float3 n : NORMAL;
#ifdef POSITION
  float4 pos : SV_Position;
#endif
};

// OK: ; SV_ClipDistance          0   x           2  CLIPDST   float   x
[clipplanes(plane0)]
// CHECK: clipplanes-position.hlsl:[[# @LINE + 1]]:1: error: Cannot use clipplanes attribute without specifying a 4-component SV_Position output
Out main(float3 n : NORMAL) {
  Out o = (Out)0;
  o.n = n;
  return o;
}
