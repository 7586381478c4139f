// RUN: hlslc -T hs_6_0 -E main %s | FileCheck %s
// RUN: hlslc -T hs_6_0 -E main %s -Fo %t.dxil
// RUN: hlslc-dis %t.dxil | FileCheck %s --check-prefix=PSV
// A hull shader without an InputPatch parameter has one input control
// point (DXC's kHSDefaultInputControlPointCount), not zero: in the entry's
// tessellation properties and in the PSV's hull info.

struct PC { float e[3] : SV_TessFactor; float i : SV_InsideTessFactor; };
PC pcf() { PC d; d.e[0] = 1; d.e[1] = 2; d.e[2] = 3; d.i = 4; return d; }

// CHECK: !{void ()* @"\01?pcf@@YA?AUPC@@XZ", i32 1, i32 3, i32 2, i32 3, i32 3, float 6.400000e+01}
// PSV: input control points 1, output control points 3
[domain("tri")] [partitioning("fractional_odd")] [outputtopology("triangle_cw")]
[patchconstantfunc("pcf")] [outputcontrolpoints(3)]
void main(uint id : SV_OutputControlPointID) {}
