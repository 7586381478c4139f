// dx::HitObject construction: a declared HitObject is MakeNop (DXC's default
// constructor), MakeMiss passes the RayDesc fields in order (origin xyz,
// tmin, direction xyz, tmax); the ops are readnone, so equal calls merge
// RUN: hlslc -T lib_6_9 %s | FileCheck %s
// CHECK: define void @"\01?RG@@YAXXZ"()
// CHECK: [[NOP:%[0-9]+]] = call %dx.types.HitObject @dx.op.hitObject_MakeNop(i32 266)
// CHECK-NOT: @dx.op.hitObject_MakeNop(
// CHECK: [[MISS:%[0-9]+]] = call %dx.types.HitObject @dx.op.hitObject_MakeMiss(i32 265, i32 17, i32 3, float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 5.000000e-01, float 0.000000e+00, float 1.000000e+00, float 0.000000e+00, float 1.000000e+02)
// CHECK-NOT: @dx.op.hitObject_MakeMiss(
// CHECK: call i1 @dx.op.hitObject_StateScalar.i1(i32 271, %dx.types.HitObject [[NOP]])
// CHECK: call i1 @dx.op.hitObject_StateScalar.i1(i32 269, %dx.types.HitObject [[MISS]])
// CHECK: call i1 @dx.op.hitObject_StateScalar.i1(i32 270, %dx.types.HitObject [[MISS]])

RWStructuredBuffer<uint> o : register(u0);
[shader("raygeneration")]
void RG() {
  RayDesc r = {float3(1, 2, 3), 0.5, float3(0, 1, 0), 100.0};
  dx::HitObject a;
  dx::HitObject b = dx::HitObject::MakeNop();
  dx::HitObject m1 = dx::HitObject::MakeMiss(RAY_FLAG_CULL_BACK_FACING_TRIANGLES | RAY_FLAG_FORCE_OPAQUE, 3, r);
  dx::HitObject m2 = dx::HitObject::MakeMiss(17, 3, r);
  o[0] = a.IsNop() && b.IsNop();
  o[1] = m1.IsMiss();
  o[2] = m2.IsHit();
}
