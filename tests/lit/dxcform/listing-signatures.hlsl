// The listing's header prints the container signatures (ISG1/OSG1: mask,
// register, system value, format, used components; N/A registers with their
// special name) and then the module's signatures with interpolation modes,
// in DXC's columns.
// RUN: hlslc -T ps_6_0 %s | FileCheck --strict-whitespace %s

//      CHECK:; Input signature:
// CHECK-NEXT:;
// CHECK-NEXT:; Name                 Index   Mask Register SysValue  Format   Used
// CHECK-NEXT:; -------------------- ----- ------ -------- -------- ------- ------
// CHECK-NEXT:; SV_Position              0   xyzw        0      POS   float   x z
// CHECK-NEXT:; ID                       0   x           1     NONE    uint   x
// CHECK-NEXT:; TEXCOORD                 3   xy          2     NONE   float   xy
// CHECK-NEXT:;
// CHECK-NEXT:;
// CHECK-NEXT:; Output signature:
// CHECK-NEXT:;
// CHECK-NEXT:; Name                 Index   Mask Register SysValue  Format   Used
// CHECK-NEXT:; -------------------- ----- ------ -------- -------- ------- ------
// CHECK-NEXT:; SV_Target                0   xyzw        0   TARGET   float   xyzw
// CHECK-NEXT:; SV_Depth                 0    N/A   oDepth    DEPTH   float    YES
// CHECK-NEXT:;
// CHECK-NEXT:; shader hash: {{[0-9a-f]{32}$}}
//      CHECK:; EntryFunctionName: main
// CHECK-NEXT:;
// CHECK-NEXT:;
// CHECK-NEXT:; Input signature:
// CHECK-NEXT:;
// CHECK-NEXT:; Name                 Index             InterpMode DynIdx
// CHECK-NEXT:; -------------------- ----- ---------------------- ------
// CHECK-NEXT:; SV_Position              0          noperspective
// CHECK-NEXT:; ID                       0        nointerpolation
// CHECK-NEXT:; TEXCOORD                 3               centroid
// CHECK-NEXT:;
// CHECK-NEXT:; Output signature:
// CHECK-NEXT:;
// CHECK-NEXT:; Name                 Index             InterpMode DynIdx
// CHECK-NEXT:; -------------------- ----- ---------------------- ------
// CHECK-NEXT:; SV_Target                0
// CHECK-NEXT:; SV_Depth                 0
// CHECK-NEXT:;
// CHECK-NEXT:; Buffer Definitions:
//      CHECK:target datalayout

struct In { float4 pos : SV_Position; nointerpolation uint id : ID; centroid float2 uv : TEXCOORD3; };
struct Out { float4 c : SV_Target0; float d : SV_Depth; };
Out main(In i) {
  Out o;
  o.c = float4(i.uv, (float)i.id, i.pos.x);
  o.d = i.pos.z;
  return o;
}
