// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// A [shader("hull")] entry in a library with its patch constant function:
// the function is generated like an entry (no parameters, its own
// loadInput / storePatchConstant calls) under its Microsoft C++ name, both
// after the functions without signatures (in source order); the entry's record has the patch constant signature and the HS
// state (tag 3: function, input / output control points, domain,
// partitioning, output topology, max tess factor); both are annotated.
struct CP { float3 p : POS; };
struct PC { float e[3] : SV_TessFactor; float i : SV_InsideTessFactor; };
PC PCF(InputPatch<CP, 3> ip, uint id : SV_PrimitiveID) {
  PC o; o.e[0] = ip[0].p.x; o.e[1] = ip[1].p.y; o.e[2] = id; o.i = 1; return o;
}
[shader("hull")]
[domain("tri")] [partitioning("fractional_odd")] [outputtopology("triangle_cw")]
[outputcontrolpoints(3)] [patchconstantfunc("PCF")] [maxtessfactor(15)]
CP HSMain(InputPatch<CP, 3> ip, uint i : SV_OutputControlPointID) { CP o; o.p = ip[i].p * 2; return o; }

// CHECK: define void @"\01?PCF@@YA?AUPC@@V?$InputPatch@UCP@@$02@@I@Z"()
// CHECK-DAG: call i32 @dx.op.primitiveID.i32(i32 108)
// CHECK-DAG: call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 0)
// CHECK-DAG: call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 2, i8 0, float
// CHECK-DAG: call void @dx.op.storePatchConstant.f32(i32 106, i32 1, i32 0, i8 0, float 1.000000e+00)
// CHECK: define void @HSMain()
// CHECK: call i32 @dx.op.outputControlPointID.i32(i32 107)
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float
// CHECK: !{i32 1, void ()* @"\01?PCF@@YA?AUPC@@V?$InputPatch@UCP@@$02@@I@Z", ![[FA:[0-9]+]], void ()* @HSMain, ![[FA]]}
// CHECK: ![[HS:[0-9]+]] = !{void ()* @HSMain, !"HSMain", ![[SIG:[0-9]+]], null, ![[PR:[0-9]+]]}
// CHECK: ![[SIG]] = !{![[IO:[0-9]+]], ![[IO]], ![[PCS:[0-9]+]]}
// CHECK: ![[PCS]] = !{![[TF:[0-9]+]], ![[ITF:[0-9]+]]}
// CHECK: ![[TF]] = !{i32 0, !"SV_TessFactor", i8 9, i8 25, ![[IDX:[0-9]+]], i8 0, i32 3, i8 1, i32 0, i8 3, null}
// CHECK: ![[IDX]] = !{i32 0, i32 1, i32 2}
// CHECK: ![[ITF]] = !{i32 1, !"SV_InsideTessFactor", i8 9, i8 26, ![[Z:[0-9]+]], i8 0, i32 1, i8 1, i32 3, i8 0, null}
// CHECK: ![[PR]] = !{i32 8, i32 3, i32 3, ![[ST:[0-9]+]], i32 5, ![[Z]]}
// CHECK: ![[ST]] = !{void ()* @"\01?PCF@@YA?AUPC@@V?$InputPatch@UCP@@$02@@I@Z", i32 3, i32 3, i32 2, i32 3, i32 3, float 1.500000e+01}
