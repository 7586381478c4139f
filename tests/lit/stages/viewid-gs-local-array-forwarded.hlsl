// A geometry shader that fills a local array of outputs and appends each
// element in a loop (the array stays dynamically indexed): what the loop
// body just stored into an element is what it reads back (GVN forwarding),
// so SV_Position.zw written as constants depend on no input, and the
// dominant-axis swizzle of .xy depends on the input components it selects
// from (x or z, y or z) and on the normals that choose the axis, as DXC
// reports in PSV0's input-to-output table.
// RUN: hlslc -T gs_6_0 -E main %s | FileCheck %s
struct GSInput { float4 pos : SV_POSITION; float3 nor : NORMAL; };
struct GSOutput { float4 pos : SV_POSITION; float3 N : NORMAL; };
cbuffer C : register(b0) { float3 center; float voxelSize; };
[maxvertexcount(3)]
void main(triangle GSInput input[3], inout TriangleStream<GSOutput> outputStream) {
  float3 facenormal = abs(input[0].nor + input[1].nor + input[2].nor);
  uint maxi = facenormal[1] > facenormal[0] ? 1 : 0;
  maxi = facenormal[2] > facenormal[maxi] ? 2 : maxi;
  GSOutput output[3];
  uint i = 0;
  for (i = 0; i < 3; ++i) {
    output[i].pos.xyz = (input[i].pos.xyz - center) / voxelSize;
    [flatten] if (maxi == 0) output[i].pos.xyz = output[i].pos.zyx;
    else if (maxi == 1) output[i].pos.xyz = output[i].pos.xzy;
  }
  for (i = 0; i < 3; ++i) {
    output[i].pos.zw = 1;
    output[i].N = input[i].nor;
    outputStream.Append(output[i]);
  }
}
// CHECK: ; Inputs contributing to computation of Outputs for Stream 0:
// CHECK-NEXT: ;   output 0 depends on inputs: { 0, 2, 4, 5, 6 }
// CHECK-NEXT: ;   output 1 depends on inputs: { 1, 2, 4, 5, 6 }
// CHECK-NEXT: ;   output 4 depends on inputs: { 4 }
// CHECK-NEXT: ;   output 5 depends on inputs: { 5 }
// CHECK-NEXT: ;   output 6 depends on inputs: { 6 }
