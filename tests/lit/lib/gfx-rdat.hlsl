// RUN: hlslc -T lib_6_3 %s -Fo %t.dxil
// RUN: hlslc-dis --rdat %t.dxil -o %t.rdat | FileCheck %s
// RUN: od -A d -t x4 -v -w4 %t.rdat | FileCheck %s --check-prefix=BYTES
// RDAT function records of a library's graphics entries (byte for byte
// DXC's): each its shader kind, its stage as the only one it can run in,
// its stage's minimum target (vs_6_0, ps_6_0), and the pixel entry's
// implicit derivatives (Sample) in its second feature word (dxv accepts it).
Texture2D<float4> T : register(t0);
SamplerState S : register(s0);
[shader("vertex")] float4 vs(float4 p : P) : SV_Position { return p; }
[shader("pixel")] float4 ps(float2 uv : UV) : SV_Target { return T.Sample(S, uv); }

// CHECK: RDAT: match (264 bytes)
// Function records (52 bytes each), vs first (module order).
// BYTES: 0000136 00000034
// The vertex entry: no resources, kind 1, vertex only, vs_6_0.
// BYTES: 0000148 ffffffff
// BYTES-NEXT: 0000152 ffffffff
// BYTES-NEXT: 0000156 00000001
// BYTES-NEXT: 0000160 00000000
// BYTES-NEXT: 0000164 00000000
// BYTES-NEXT: 0000168 00000000
// BYTES-NEXT: 0000172 00000000
// BYTES-NEXT: 0000176 00000002
// BYTES-NEXT: 0000180 00010060
// The pixel entry: its resources (index array @0), kind 0, derivatives,
// pixel only, ps_6_0.
// BYTES: 0000200 00000000
// BYTES-NEXT: 0000204 ffffffff
// BYTES-NEXT: 0000208 00000000
// BYTES-NEXT: 0000212 00000000
// BYTES-NEXT: 0000216 00000000
// BYTES-NEXT: 0000220 00000000
// BYTES-NEXT: 0000224 00000100
// BYTES-NEXT: 0000228 00000001
// BYTES-NEXT: 0000232 00000060
