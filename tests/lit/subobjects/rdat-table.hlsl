// RUN: hlslc -T lib_6_3 %s -Fo %t.dxil
// RUN: python3 -c "import sys,struct; d=open(sys.argv[1],'rb').read(); n=struct.unpack_from('<I',d,28)[0]; [sys.stdout.buffer.write(d[o+8:o+8+struct.unpack_from('<I',d,o+4)[0]]) for o in struct.unpack_from('<%dI'%n,d,32) if d[o:o+4]==b'RDAT']" %t.dxil > %t.rdat
// RUN: od -A d -t x4 -v -w4 %t.rdat | FileCheck %s
// The RDAT subobject table (part 6), byte for byte DXC's: 24-byte records
// {kind, name, then the kind's fields}, strings in the string buffer, an
// association's exports as an index array. The RDAT part's payload is cut
// out of the container by its part offset (the part list varies).
StateObjectConfig soc = { STATE_OBJECT_FLAG_ALLOW_STATE_OBJECT_ADDITIONS };
SubobjectToExportsAssociation sea = { "soc", "x;y" };
ProceduralPrimitiveHitGroup hg = { "ah", "ch", "is" };
RaytracingPipelineConfig1 rpc = { 7, RAYTRACING_PIPELINE_FLAG_SKIP_TRIANGLES };

// Three parts: strings (1), index arrays (2), subobjects (6).
// CHECK: 0000000 00000010
// CHECK-NEXT: 0000004 00000003
// The string buffer: "", soc, sea, x, y, hg, ah, ch, is, rpc.
// CHECK: 0000028 636f7300
// CHECK-NEXT: 0000032 61657300
// The index array: {2: "x", "y"}.
// CHECK: 0000068 00000002
// CHECK-NEXT: 0000072 00000009
// CHECK-NEXT: 0000076 0000000b
// The table: 4 records of 24 bytes.
// CHECK-NEXT: 0000080 00000006
// CHECK-NEXT: 0000084 00000068
// CHECK-NEXT: 0000088 00000004
// CHECK-NEXT: 0000092 00000018
// StateObjectConfig "soc": flags 4.
// CHECK-NEXT: 0000096 00000000
// CHECK-NEXT: 0000100 00000001
// CHECK-NEXT: 0000104 00000004
// CHECK-NEXT: 0000108 00000000
// CHECK-NEXT: 0000112 00000000
// CHECK-NEXT: 0000116 00000000
// SubobjectToExportsAssociation "sea": subobject "soc", exports @0.
// CHECK-NEXT: 0000120 00000008
// CHECK-NEXT: 0000124 00000005
// CHECK-NEXT: 0000128 00000001
// CHECK-NEXT: 0000132 00000000
// CHECK-NEXT: 0000136 00000000
// CHECK-NEXT: 0000140 00000000
// HitGroup "hg": procedural, any hit, closest hit, intersection.
// CHECK-NEXT: 0000144 0000000b
// CHECK-NEXT: 0000148 0000000d
// CHECK-NEXT: 0000152 00000001
// CHECK-NEXT: 0000156 00000010
// CHECK-NEXT: 0000160 00000013
// CHECK-NEXT: 0000164 00000016
// RaytracingPipelineConfig1 "rpc": depth 7, SKIP_TRIANGLES.
// CHECK-NEXT: 0000168 0000000c
// CHECK-NEXT: 0000172 00000019
// CHECK-NEXT: 0000176 00000007
// CHECK-NEXT: 0000180 00000100
// CHECK-NEXT: 0000184 00000000
// CHECK-NEXT: 0000188 00000000
