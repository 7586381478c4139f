// RUN: hlslc -T ds_6_0 -E main -pack_optimized %s | FileCheck %s
// -pack_optimized in a domain shader: the patch constant input (isoline:
// SV_TessFactor[2] in the last column) and the control point input are
// packed as the hull shader packs its outputs; SV_DomainLocation and
// SV_PrimitiveID are not in the signature.

struct PC { float e[2] : SV_TessFactor; float3 x : X; float y : Y; float2 z[2] : Z; };
struct CP { float w : W; float3 p : POS; };

[domain("isoline")]
float4 main(PC pc, float2 dl : SV_DomainLocation, const OutputPatch<CP, 2> op,
            uint pid : SV_PrimitiveID) : SV_Position {
  return float4(pc.x + op[0].p, pc.y + pc.z[1].x + pc.e[1] + dl.x + pid + op[1].w);
}

// CHECK-LABEL: ; Input signature:
// CHECK: ; -------------------- ----- ------ -------- -------- ------- ------
// CHECK-NEXT: ; W                        0      w        0     NONE   float      w
// CHECK-NEXT: ; POS                      0   xyz         0     NONE   float   xyz
// CHECK-NEXT: {{^;$}}
// CHECK-LABEL: ; Patch Constant signature:
// CHECK: ; -------------------- ----- ------ -------- -------- ------- ------
// CHECK-NEXT: ; SV_TessFactor            0      w        0  LINEDEN   float   xyz
// CHECK-NEXT: ; Y                        0     z         0     NONE   float   xy w
// CHECK-NEXT: ; Z                        0   xy          0     NONE   float    yzw
// CHECK-NEXT: ; SV_TessFactor            1      w        1  LINEDET   float   xyz
// CHECK-NEXT: ; Z                        1   xy          1     NONE   float    yzw
// CHECK-NEXT: ; X                        0   xyz         2     NONE   float      w
// CHECK-NEXT: {{^;$}}
