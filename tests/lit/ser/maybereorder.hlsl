// dx::MaybeReorderThread's overloads: a hit object alone passes an undef
// hint with 0 bits; a hint alone reorders a Nop hit object (DXC's
// TranslateMaybeReorderThread); `using namespace dx` makes the names visible
// RUN: hlslc -T lib_6_9 %s | FileCheck %s
// CHECK: [[H:%[0-9]+]] = call %dx.types.HitObject @dx.op.hitObject_MakeNop(i32 266)
// CHECK: call void @dx.op.maybeReorderThread(i32 268, %dx.types.HitObject [[H]], i32 undef, i32 0)
// CHECK: call void @dx.op.maybeReorderThread(i32 268, %dx.types.HitObject [[H]], i32 %{{[0-9]+}}, i32 4)
// CHECK: call void @dx.op.maybeReorderThread(i32 268, %dx.types.HitObject [[H]], i32 7, i32 3)
// CHECK: call void @dx.op.maybeReorderThread(i32 268, %dx.types.HitObject [[H]], i32 1, i32 2)
// CHECK: declare void @dx.op.maybeReorderThread(i32, %dx.types.HitObject, i32, i32) #[[A:[0-9]+]]
// CHECK: attributes #[[A]] = { nounwind }

RWStructuredBuffer<uint> o : register(u0);
using namespace dx;
[shader("raygeneration")]
void RG() {
  dx::HitObject h;
  dx::MaybeReorderThread(h);
  dx::MaybeReorderThread(h, o[0], 4);
  dx::MaybeReorderThread(7, 3);
  MaybeReorderThread(HitObject::MakeNop(), 1, 2);
}
