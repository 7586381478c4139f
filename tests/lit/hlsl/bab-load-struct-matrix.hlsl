// RUN: hlslc -T vs_6_6 -E main %s | FileCheck %s
// A matrix inside a struct loaded from a ByteAddressBuffer is read in its
// orientation (column-major: _m01 is the 4th float), unlike a matrix loaded
// by itself (row by row); copying the struct back keeps the order.

struct Mx { float3x3 m; };

RWByteAddressBuffer Buf : register(u1);
RWStructuredBuffer<float> Out : register(u2);

float4 main(uint ix : IX) : SV_Position {
  // CHECK: [[R0:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 undef, i8 15, i32 4)
  // CHECK: [[M01:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[R0]], 3
  // CHECK: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, float [[M01]],
  Mx a = Buf.Load<Mx>(0);
  Out[0] = a.m._m01;
  // CHECK: [[L0:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 [[IX:%[0-9]+]], i32 undef, i8 15, i32 4)
  // CHECK: [[E0:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L0]], 0
  // CHECK: [[E1:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L0]], 1
  // CHECK: [[E2:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L0]], 2
  // CHECK: [[E3:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L0]], 3
  // CHECK: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 undef, float [[E0]], float [[E1]], float [[E2]], float [[E3]], i8 15, i32 4)
  Mx b = Buf.Load<Mx>(ix);
  Buf.Store<Mx>(ix + 64, b);
  return 0;
}
