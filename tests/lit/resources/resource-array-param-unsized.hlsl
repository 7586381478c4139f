// RUN: hlslc -T ps_6_0 %s | FileCheck %s
// Resource-array parameters of unknown size (Texture2D t[]) take arrays of
// any size, and sized ones take unbounded arrays (DXC accepts both): the
// caller passes the handles of the elements the callee reaches - the
// parameter's size, else the argument's, else the callee's largest constant
// index (also through a parameter passed on).

Texture2D Tex4[4] : register(t0);
Texture2D Tex[] : register(t4);

float4 inner(Texture2D t[], int3 c) { return t[2].Load(c); }
float4 outer(Texture2D t[], int3 c) { return inner(t, c) + t[1].Load(c); }
float4 sized(Texture2D t[4], int3 c) { return t[3].Load(c); }

float4 main() : SV_Target {
  return outer(Tex, 0) + outer(Tex4, 1) + sized(Tex, 2);
}

// Tex[1], Tex[2] for outer(Tex, 0); Tex4[1], Tex4[2] for outer(Tex4, 1);
// Tex[3] for sized(Tex, 2) (the unreached elements' handles are removed).
// CHECK: %[[U2:[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 6, i1 false)
// CHECK-NEXT: call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %[[U2]], i32 0, i32 0, i32 0,
// CHECK: %[[U1:[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 5, i1 false)
// CHECK-NEXT: call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %[[U1]], i32 0, i32 0, i32 0,
// CHECK: %[[S2:[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 2, i1 false)
// CHECK-NEXT: call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %[[S2]], i32 1, i32 1, i32 1,
// CHECK: %[[S1:[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 1, i1 false)
// CHECK-NEXT: call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %[[S1]], i32 1, i32 1, i32 1,
// CHECK: %[[U3:[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 7, i1 false)
// CHECK-NEXT: call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %[[U3]], i32 2, i32 2, i32 2,
// CHECK-NOT: call %dx.types.Handle @dx.op.createHandle(
