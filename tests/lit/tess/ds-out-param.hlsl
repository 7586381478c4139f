// Out parameters of a domain entry are more outputs (DSOut); an inout one
// reads its input from the patch constants (DSIn) like DXC.
// RUN: hlslc -T ds_6_0 -E main %s | FileCheck %s
// CHECK: ; Output signature:
// CHECK: ; X                        0     z         1     NONE   float     z
// CHECK: ; Y                        0      w        1     NONE   float      w
// CHECK: ; Patch Constant signature:
// CHECK: ; X                        0   x           0     NONE   float
// CHECK: call float @dx.op.loadPatchConstant.f32(i32 104, i32 {{[0-9]+}}, i32 0, i8 0)
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 {{[0-9]+}}, i32 0, i8 0, float

struct CP { float4 pos : SV_Position; float2 tex : TEXCOORD0; };
struct PC { float e[3] : SV_TessFactor; float i : SV_InsideTessFactor; };

[domain("tri")]
CP main(float3 bary : SV_DomainLocation, const OutputPatch<CP, 3> patch, const PC pc,
        inout float x : X, out float y : Y) {
  CP v;
  v.pos = patch[0].pos * bary.x + patch[1].pos * bary.y + patch[2].pos * bary.z;
  v.tex = patch[0].tex;
  x = x * 2;
  y = bary.x;
  return v;
}
