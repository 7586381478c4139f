// RUN: hlslc -T ps_6_2 -E main -enable-16bit-types %s | FileCheck %s
// SB.Load(i, status).m[r] of a matrix member: the matrix is loaded element
// by element (DXC), so only the row's elements remain - column-major in the
// buffer (offsets 16, 28, 40 for row 0 of an int3x3 at 16), row-major when
// declared row_major (52, 56, 60 for row 1 of one at 40).

struct S { float4 f; int3x3 m; row_major int3x3 r; };
StructuredBuffer<S> buf : register(t0);

float4 main(uint i : I) : SV_Target {
  uint status;
  float4 v = 0;
  v.xyz += buf.Load(i, status).m[0];
  v.xyz += buf.Load(i, status).r[1];
  return v;
}

// CHECK: call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 %[[I:[0-9]+]], i32 16, i8 1, i32 4)
// CHECK: call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 %[[I]], i32 28, i8 1, i32 4)
// CHECK: call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 %[[I]], i32 40, i8 1, i32 4)
// CHECK: call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 %[[I]], i32 64, i8 1, i32 4)
// CHECK: call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 %[[I]], i32 68, i8 1, i32 4)
// CHECK: call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 %[[I]], i32 72, i8 1, i32 4)
// CHECK-NOT: call %dx.types.ResRet.i32 @dx.op.rawBufferLoad
