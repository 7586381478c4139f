// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// A flat view read in pieces that do not line up with the source's rows:
// each scalar is read from its own row and component. float2 p2[8] over
// float4 p4[4]: p2[i].x is scalar 2i (row 2i >> 2, component 2i & 3),
// p2[i].y scalar 2i + 1.

// CHECK: %[[I:[0-9]+]] = call i32 @dx.op.loadInput.i32(i32 4, i32 0, i32 0, i8 0, i32 undef)
// CHECK: %[[X:[0-9]+]] = shl i32 %[[I]], 1
// CHECK: lshr i32 %[[X]], 2
// CHECK: and i32 %[[X]], 3
// CHECK: %[[Y:[0-9]+]] = or i32 %[[X]], 1
// CHECK: lshr i32 %[[Y]], 2
// CHECK: and i32 %[[Y]], 3
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1,

cbuffer C { float4 p4[4]; };
static const float2 p2[8] = (float2[8])p4;

float2 main(uint i : I) : SV_Target { return p2[i]; }
