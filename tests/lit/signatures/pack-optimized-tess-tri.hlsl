// RUN: hlslc -T hs_6_0 -E main -pack_optimized %s | FileCheck %s
// -pack_optimized for a triangle domain: SV_TessFactor[3] is indexed (last
// column), but the single SV_InsideTessFactor is packed with the system
// values, after the arbitrary ones.

struct CP { float3 p : POS; float w : W; };
struct PC {
  float e[3] : SV_TessFactor;
  float i : SV_InsideTessFactor;
  float2 m : MV;
  float k : KVAL;
  uint4 z : ZZ;
};

PC pcf(InputPatch<CP, 3> ip) {
  PC o;
  o.e[0] = o.e[1] = o.e[2] = ip[0].w;
  o.i = ip[1].w;
  o.m = ip[2].p.xy;
  o.k = ip[0].p.z;
  o.z = 1;
  return o;
}

[domain("tri")]
[partitioning("fractional_odd")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(3)]
[patchconstantfunc("pcf")]
CP main(InputPatch<CP, 3> ip, uint i : SV_OutputControlPointID) { return ip[i]; }

// CHECK-LABEL: ; Patch Constant signature:
// CHECK: ; -------------------- ----- ------ -------- -------- ------- ------
// CHECK-NEXT: ; ZZ                       0   xyzw        0     NONE    uint   xyzw
// CHECK-NEXT: ; SV_TessFactor            0      w        1  TRIEDGE   float      w
// CHECK-NEXT: ; MV                       0   xy          1     NONE   float   xy
// CHECK-NEXT: ; KVAL                     0     z         1     NONE   float     z
// CHECK-NEXT: ; SV_TessFactor            1      w        2  TRIEDGE   float      w
// CHECK-NEXT: ; SV_TessFactor            2      w        3  TRIEDGE   float      w
// CHECK-NEXT: ; SV_InsideTessFactor      0   x           4   TRIINT   float   x
// CHECK-NEXT: {{^;$}}
