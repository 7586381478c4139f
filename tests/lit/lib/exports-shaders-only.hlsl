// RUN: hlslc -T lib_6_6 -exports 'HS;CS2;ex2;Z=helper' %s | FileCheck %s --check-prefix=MAP
// RUN: hlslc -T lib_6_6 -exports 'HS;CS2;ex2;Z=helper' -export-shaders-only %s | FileCheck %s --check-prefix=ONLY
// RUN: not hlslc -T lib_6_6 -exports 'HS;pcf' %s 2>&1 | FileCheck %s --check-prefix=PCF
// -exports with a hull entry: its patch constant function is exported with
// it under its own name (and is no target the map may name). With
// -export-shaders-only, applied after the map as DXC does, the entries the
// map names stay and every function that is no entry is internal: the
// entries' callable copies and the renamed functions too.
struct CP { float4 pos : POSITION; };
struct PC { float e[3] : SV_TessFactor; float i : SV_InsideTessFactor; };
PC pcf(InputPatch<CP, 3> p) { PC o; o.e[0] = o.e[1] = o.e[2] = 1; o.i = p[0].pos.x; return o; }
[shader("hull")] [domain("tri")] [partitioning("integer")] [outputtopology("triangle_cw")]
[outputcontrolpoints(3)] [patchconstantfunc("pcf")]
CP HS(InputPatch<CP, 3> p, uint id : SV_OutputControlPointID) { return p[id]; }
float helper(float x) { return x * 3; }
export float ex2(float x) { return helper(x); }
[shader("compute")] [numthreads(8, 1, 1)] void CS2() {}
[shader("compute")] [numthreads(8, 1, 1)] void CS3() {}

// MAP: define float @"\01?Z@@YAMM@Z"(float %x)
// MAP: define float @"\01?ex2@@YAMM@Z"(float %x)
// MAP: define void @CS2()
// MAP: define void @"\01?CS2@@YAXXZ"()
// MAP: define void @"\01?HS@@YA?AUCP@@V?$InputPatch@UCP@@$02@@I@Z"(%struct.CP* noalias nocapture sret, [3 x %struct.CP]* nocapture readonly, i32)
// MAP: define void @"\01?pcf@@YA?AUPC@@V?$InputPatch@UCP@@$02@@@Z"()
// MAP: define void @HS()
// MAP-NOT: CS3

// ONLY-NOT: define {{.*}}@"\01?{{Z|ex2|CS2|HS}}@
// ONLY: define void @CS2()
// ONLY: define void @"\01?pcf@@YA?AUPC@@V?$InputPatch@UCP@@$02@@@Z"()
// ONLY: define void @HS()
// ONLY-NOT: CS3

// PCF: error: Could not find target for export: pcf
