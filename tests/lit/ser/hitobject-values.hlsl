// dx::HitObject is a value: array elements start as Nop objects, a
// dynamically indexed array stays in memory as [N x %dx.types.HitObject]
// (loaded and stored whole), functions take and return it by value, and a
// conditional of two picks one with a phi
// RUN: hlslc -T lib_6_9 %s | FileCheck %s
// CHECK: alloca [3 x %dx.types.HitObject]
// CHECK: [[NOP:%[0-9]+]] = call %dx.types.HitObject @dx.op.hitObject_MakeNop(i32 266)
// CHECK: store %dx.types.HitObject [[NOP]], %dx.types.HitObject* %
// CHECK: [[MISS:%[0-9]+]] = call %dx.types.HitObject @dx.op.hitObject_MakeMiss(i32 265, i32 0, i32 %{{[0-9]+}},
// CHECK: [[SEL:%[0-9]+]] = phi %dx.types.HitObject [ [[MISS]], %{{[0-9]+}} ], [ [[NOP]], %{{[0-9]+}} ]
// CHECK: store %dx.types.HitObject [[SEL]], %dx.types.HitObject* %
// CHECK: [[L:%[0-9]+]] = load %dx.types.HitObject, %dx.types.HitObject* %
// CHECK: call i1 @dx.op.hitObject_StateScalar.i1(i32 269, %dx.types.HitObject [[L]])

RWStructuredBuffer<uint> o : register(u0);
dx::HitObject Pick(uint i) {
  RayDesc r = {float3(0, 0, 0), 0, float3(0, 0, 1), 1};
  return i ? dx::HitObject::MakeMiss(0, i, r) : dx::HitObject::MakeNop();
}
void Store(out dx::HitObject h, dx::HitObject v) { h = v; }
[shader("raygeneration")]
void RG() {
  dx::HitObject arr[3];
  Store(arr[o[2]], Pick(o[1]));
  o[0] = arr[o[3]].IsMiss();
}
