// RUN: hlslc -T lib_6_6 %s -Fo %t.dxil
// RUN: hlslc-dis --rdat %t.dxil -o %t.rdat | FileCheck %s
// RUN: od -A d -t x4 -v -w4 %t.rdat | FileCheck %s --check-prefix=BYTES
// hlslc-dis --rdat reads a library container back, rebuilds its RDAT part
// from the module (src/container/rdat.c) and compares it with the part in
// the container: the compiler's RDAT survives the bitcode round trip.
RWBuffer<float> U : register(u1);
Buffer<float> T : register(t2, space1);
export float twice(float x) { return 2 * x + T[0]; }
[shader("compute")][numthreads(4, 1, 1)] void cs(uint i : SV_GroupIndex) { U[i] = WaveActiveSum(twice(i)); }

// CHECK: RDAT: match (292 bytes)

// The header: version 0x10, four parts (strings @24, resources @64,
// functions @144, index arrays @264).
// BYTES: 0000000 00000010
// BYTES-NEXT: 0000004 00000004
// BYTES-NEXT: 0000008 00000018
// BYTES-NEXT: 0000012 00000040
// BYTES-NEXT: 0000016 00000090
// BYTES-NEXT: 0000020 00000108
// Resources: T (SRV, typed buffer, ID 0, space 1, t2..t2), then U (UAV u1).
// BYTES: 0000072 00000002
// BYTES-NEXT: 0000076 00000020
// BYTES-NEXT: 0000080 00000000
// BYTES-NEXT: 0000084 0000000a
// BYTES-NEXT: 0000088 00000000
// BYTES-NEXT: 0000092 00000001
// BYTES-NEXT: 0000096 00000002
// BYTES-NEXT: 0000100 00000002
// BYTES: 0000112 00000001
// Functions (52-byte records at validator 1.8): twice, then the compute
// entry cs: its resources {T, U} (twice is inlined) at index 2, compute (5), wave ops, compute
// only, cs_6_0.
// BYTES: 0000156 00000034
// BYTES: 0000220 00000002
// BYTES-NEXT: 0000224 ffffffff
// BYTES-NEXT: 0000228 00000005
// BYTES-NEXT: 0000232 00000000
// BYTES-NEXT: 0000236 00000000
// BYTES-NEXT: 0000240 00004000
// BYTES-NEXT: 0000244 00000000
// BYTES-NEXT: 0000248 00000020
// BYTES-NEXT: 0000252 00050060
// BYTES-NEXT: 0000256 00000000
// BYTES-NEXT: 0000260 ffffffff
// Index arrays: twice uses {T} (@0), cs uses {T, U} (@2).
// BYTES-NEXT: 0000264 00000002
// BYTES-NEXT: 0000268 00000014
// BYTES-NEXT: 0000272 00000001
// BYTES-NEXT: 0000276 00000000
// BYTES-NEXT: 0000280 00000002
// BYTES-NEXT: 0000284 00000000
// BYTES-NEXT: 0000288 00000001
