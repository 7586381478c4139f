// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// ReportHit in an intersection shader: THit, the hit kind and the
// attribute struct by address; the result is the i1 of dx.op.reportHit.
struct Attr { float2 uv; float t; };
RWBuffer<uint> Out : register(u0);

[shader("intersection")]
void Isect() {
  Attr a;
  a.uv = float2(1, 2);
  a.t = 3;
  if (ReportHit(RayTCurrent(), HIT_KIND_TRIANGLE_FRONT_FACE, a))
    Out[0] = 1;
}

// CHECK: define void @"\01?Isect@@YAXXZ"()
// CHECK: %[[A:[0-9]+]] = alloca %struct.Attr
// CHECK: store <2 x float> <float 1.000000e+00, float 2.000000e+00>, <2 x float>*
// CHECK: store float 3.000000e+00, float*
// CHECK: %[[T:[0-9]+]] = call float @dx.op.rayTCurrent.f32(i32 154)
// CHECK: %[[R:[0-9]+]] = call i1 @dx.op.reportHit.struct.Attr(i32 158, float %[[T]], i32 254, %struct.Attr* nonnull %[[A]])
// CHECK: br i1 %[[R]]
