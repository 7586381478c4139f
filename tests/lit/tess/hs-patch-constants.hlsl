// RUN: hlslc -T hs_6_0 -E main %s | FileCheck %s
// The patch constant function's return value is the patch constant
// signature (the third list of the entry's signatures): tess factor
// arrays are one element with a row per factor, packed in column 3 (edges)
// and column 0 (inside, tri domain); they are written with
// storePatchConstant. The function reads the input control points with
// loadInput (constant vertex) and SV_PrimitiveID with primitiveID.

struct CP { float4 pos : POSITION; };
struct PC { float e[3] : SV_TessFactor; float i : SV_InsideTessFactor; };

// CHECK-LABEL: define void @"\01?pcf
// CHECK: %[[P:[0-9]+]] = call i32 @dx.op.primitiveID.i32(i32 108)
// CHECK: %[[X:[0-9]+]] = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 2)
// CHECK: %[[F:[0-9]+]] = uitofp i32 %[[P]] to float
// CHECK: call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 0, i8 0, float %[[X]])
// CHECK: call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 1, i8 0, float 2.000000e+00)
// CHECK: call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 2, i8 0, float 3.000000e+00)
// CHECK: call void @dx.op.storePatchConstant.f32(i32 106, i32 1, i32 0, i8 0, float %[[F]])
// CHECK: !{![[IN:[0-9]+]], ![[IN]], ![[PCS:[0-9]+]]}
// CHECK: ![[PCS]] = !{![[TF:[0-9]+]], ![[IT:[0-9]+]]}
// CHECK: ![[TF]] = !{i32 0, !"SV_TessFactor", i8 9, i8 25, ![[I3:[0-9]+]], i8 0, i32 3, i8 1, i32 0, i8 3, ![[U:[0-9]+]]}
// CHECK: ![[I3]] = !{i32 0, i32 1, i32 2}
// CHECK: ![[U]] = !{i32 3, i32 1}
// CHECK: ![[IT]] = !{i32 1, !"SV_InsideTessFactor", i8 9, i8 26, !{{[0-9]+}}, i8 0, i32 1, i8 1, i32 3, i8 0, ![[U]]}

PC pcf(InputPatch<CP, 3> ip, uint pid : SV_PrimitiveID) {
  PC o;
  o.e[0] = ip[2].pos.x;
  o.e[1] = 2.0;
  o.e[2] = 3.0;
  o.i = (float)pid;
  return o;
}

[domain("tri")]
[partitioning("integer")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(3)]
[patchconstantfunc("pcf")]
CP main(InputPatch<CP, 3> ip, uint i : SV_OutputControlPointID) { return ip[i]; }
