// RUN: hlslc -T ps_6_1 %s | FileCheck %s
// GetAttributeAtVertex needs the Barycentrics feature (shader flags and the
// listing's note), as DXC sets it.

float4 main(nointerpolation float4 a : A) : SV_Target { return GetAttributeAtVertex(a, 1); }

// CHECK: ; Note: shader requires additional functionality:
// CHECK-NEXT: ;       Barycentrics
// CHECK: call float @dx.op.attributeAtVertex.f32(i32 137, i32 0, i32 0, i8 0, i8 1)
