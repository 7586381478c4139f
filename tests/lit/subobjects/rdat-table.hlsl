// RUN: hlslc -T lib_6_3 %s -Fo %t.dxil
// RUN: od -A d -t x4 -v -w4 -j 72 -N 192 %t.dxil | FileCheck %s
// The RDAT subobject table (part 6), byte for byte DXC's: 24-byte records
// {kind, name, then the kind's fields}, strings in the string buffer, an
// association's exports as an index array. The container is SFI0 then RDAT,
// so the RDAT payload starts at byte 72.
StateObjectConfig soc = { STATE_OBJECT_FLAG_ALLOW_STATE_OBJECT_ADDITIONS };
SubobjectToExportsAssociation sea = { "soc", "x;y" };
ProceduralPrimitiveHitGroup hg = { "ah", "ch", "is" };
RaytracingPipelineConfig1 rpc = { 7, RAYTRACING_PIPELINE_FLAG_SKIP_TRIANGLES };

// Three parts: strings (1), index arrays (2), subobjects (6).
// CHECK: 0000072 00000010
// CHECK-NEXT: 0000076 00000003
// The string buffer: "", soc, sea, x, y, hg, ah, ch, is, rpc.
// CHECK: 0000100 636f7300
// CHECK-NEXT: 0000104 61657300
// The index array: {2: "x", "y"}.
// CHECK: 0000140 00000002
// CHECK-NEXT: 0000144 00000009
// CHECK-NEXT: 0000148 0000000b
// The table: 4 records of 24 bytes.
// CHECK-NEXT: 0000152 00000006
// CHECK-NEXT: 0000156 00000068
// CHECK-NEXT: 0000160 00000004
// CHECK-NEXT: 0000164 00000018
// StateObjectConfig "soc": flags 4.
// CHECK-NEXT: 0000168 00000000
// CHECK-NEXT: 0000172 00000001
// CHECK-NEXT: 0000176 00000004
// CHECK-NEXT: 0000180 00000000
// CHECK-NEXT: 0000184 00000000
// CHECK-NEXT: 0000188 00000000
// SubobjectToExportsAssociation "sea": subobject "soc", exports @0.
// CHECK-NEXT: 0000192 00000008
// CHECK-NEXT: 0000196 00000005
// CHECK-NEXT: 0000200 00000001
// CHECK-NEXT: 0000204 00000000
// CHECK-NEXT: 0000208 00000000
// CHECK-NEXT: 0000212 00000000
// HitGroup "hg": procedural, any hit, closest hit, intersection.
// CHECK-NEXT: 0000216 0000000b
// CHECK-NEXT: 0000220 0000000d
// CHECK-NEXT: 0000224 00000001
// CHECK-NEXT: 0000228 00000010
// CHECK-NEXT: 0000232 00000013
// CHECK-NEXT: 0000236 00000016
// RaytracingPipelineConfig1 "rpc": depth 7, SKIP_TRIANGLES.
// CHECK-NEXT: 0000240 0000000c
// CHECK-NEXT: 0000244 00000019
// CHECK-NEXT: 0000248 00000007
// CHECK-NEXT: 0000252 00000100
// CHECK-NEXT: 0000256 00000000
// CHECK-NEXT: 0000260 00000000
