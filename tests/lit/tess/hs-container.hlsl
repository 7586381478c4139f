// RUN: hlslc -T hs_6_0 -E main %s -Fo %t.dxil
// RUN: obj2yaml %t.dxil | FileCheck %s
// A hull shader's container: PSG1 holds the patch constant signature (tess
// factors as the domain's system values, one register per factor), and
// PSV0 the hull runtime info (control point counts, tessellator domain and
// output primitive), the patch constant vectors and elements (system
// values are unnamed there, as DXC writes them).

struct CP { float4 pos : POSITION; float2 uv : TEXCOORD0; };
struct PC { float e[3] : SV_TessFactor; float i : SV_InsideTessFactor; };

// CHECK: Name: PSG1
// CHECK: Name: SV_TessFactor
// CHECK-NEXT: Index: 0
// CHECK-NEXT: SystemValue: FinalTriEdgeTessfactor
// CHECK: Register: 0
// CHECK-NEXT: Mask: 8
// CHECK: Name: SV_TessFactor
// CHECK-NEXT: Index: 1
// CHECK: Register: 1
// CHECK: Name: SV_TessFactor
// CHECK-NEXT: Index: 2
// CHECK: Register: 2
// CHECK: Name: SV_InsideTessFactor
// CHECK-NEXT: Index: 0
// CHECK-NEXT: SystemValue: FinalTriInsideTessfactor
// CHECK: Register: 3
// CHECK-NEXT: Mask: 1
// CHECK: Name: PSV0
// CHECK: ShaderStage: 3
// CHECK-NEXT: InputControlPointCount: 3
// CHECK-NEXT: OutputControlPointCount: 3
// CHECK-NEXT: TessellatorDomain: 2
// CHECK-NEXT: TessellatorOutputPrimitive: 3
// CHECK: SigPatchConstOrPrimVectors: 4
// CHECK-NEXT: SigInputVectors: 2
// CHECK-NEXT: SigOutputVectors: [ 2, 0, 0, 0 ]
// CHECK: SigPatchOrPrimElements:
// CHECK-NEXT: - Name: ''
// CHECK-NEXT: Indices: [ 0, 1, 2 ]
// CHECK-NEXT: StartRow: 0
// CHECK-NEXT: Cols: 1
// CHECK-NEXT: StartCol: 3

PC pcf(InputPatch<CP, 3> ip) {
  PC o;
  o.e[0] = ip[0].pos.x;
  o.e[1] = ip[1].pos.x;
  o.e[2] = ip[2].pos.x;
  o.i = ip[0].uv.y;
  return o;
}

[domain("tri")]
[partitioning("fractional_odd")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(3)]
[patchconstantfunc("pcf")]
CP main(InputPatch<CP, 3> ip, uint i : SV_OutputControlPointID) { return ip[i]; }
