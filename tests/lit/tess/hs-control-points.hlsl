// RUN: hlslc -T hs_6_0 -E main %s | FileCheck %s
// The hull entry reads its input control points with loadInput, the
// vertex axis being the InputPatch index (here SV_OutputControlPointID,
// read with outputControlPointID), and writes its control point with
// storeOutput.

struct CP { float4 pos : POSITION; float2 uv : TEXCOORD0; };
struct PC { float e[4] : SV_TessFactor; float i[2] : SV_InsideTessFactor; };

// CHECK-LABEL: define void @main() {
// CHECK: %[[ID:[0-9]+]] = call i32 @dx.op.outputControlPointID.i32(i32 107)
// CHECK: call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 3, i32 %[[ID]])
// CHECK: call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 1, i32 %[[ID]])
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 1, float
// CHECK-NEXT: ret void

PC pcf() {
  PC o;
  o.e[0] = o.e[1] = o.e[2] = o.e[3] = 4.0;
  o.i[0] = o.i[1] = 4.0;
  return o;
}

[domain("quad")]
[partitioning("integer")]
[outputtopology("triangle_ccw")]
[outputcontrolpoints(4)]
[patchconstantfunc("pcf")]
CP main(InputPatch<CP, 4> ip, uint i : SV_OutputControlPointID) {
  CP o;
  o.pos = ip[i].pos;
  o.uv = ip[i].uv;
  return o;
}
