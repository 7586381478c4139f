// RUN: hlslc -T hs_6_0 -E main %s | FileCheck %s
// The patch constant function reads the hull shader's output control
// points (an OutputPatch parameter) with loadOutputControlPoint, the
// element IDs being the output signature's.

struct VIn { float4 pos : POSITION; float2 uv : TEXCOORD; };
struct CP { float4 pos : POSITION; };
struct PC { float e[2] : SV_TessFactor; };

// CHECK-LABEL: define void @"\01?pcf@@YA?AUPC@@V?$OutputPatch@UCP@@$01@@@Z"() {
// CHECK: %[[A:[0-9]+]] = call float @dx.op.loadOutputControlPoint.f32(i32 103, i32 0, i32 0, i8 3, i32 0)
// CHECK: %[[B:[0-9]+]] = call float @dx.op.loadOutputControlPoint.f32(i32 103, i32 0, i32 0, i8 1, i32 1)
// CHECK: call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 0, i8 0, float %[[A]])
// CHECK: call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 1, i8 0, float %[[B]])
// CHECK: declare float @dx.op.loadOutputControlPoint.f32(i32, i32, i32, i8, i32) #0

PC pcf(OutputPatch<CP, 2> op) {
  PC o;
  o.e[0] = op[0].pos.w;
  o.e[1] = op[1].pos.y;
  return o;
}

[domain("isoline")]
[partitioning("integer")]
[outputtopology("line")]
[outputcontrolpoints(2)]
[patchconstantfunc("pcf")]
CP main(InputPatch<VIn, 2> ip, uint i : SV_OutputControlPointID) {
  CP o;
  o.pos = ip[i].pos * ip[i].uv.x;
  return o;
}
