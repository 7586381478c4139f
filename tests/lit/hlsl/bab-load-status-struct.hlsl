// RUN: hlslc -T vs_6_6 -E main %s | FileCheck %s
// RWByteAddressBuffer.Load<S>(offset, status) of a struct: each member is a
// raw load with its status bit, the status is the last load's (as DXC).

struct S {
  float4 a;
  float2 b;
};

RWByteAddressBuffer Buf : register(u1);

float4 main(uint ix : IX) : SV_Position {
  uint status;
  // CHECK: [[IX:%[0-9]+]] = call i32 @dx.op.loadInput.i32(i32 4, i32 0, i32 0, i8 0, i32 undef)
  // CHECK: call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 [[IX]], i32 undef, i8 15, i32 4)
  // CHECK: [[OFF:%[0-9]+]] = add i32 [[IX]], 16
  // CHECK: [[R:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 [[OFF]], i32 undef, i8 3, i32 4)
  // CHECK: [[ST:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[R]], 4
  // CHECK: call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 [[ST]])
  S s = Buf.Load<S>(ix, status);
  return CheckAccessFullyMapped(status) ? s.a + s.b.y : 0;
}
