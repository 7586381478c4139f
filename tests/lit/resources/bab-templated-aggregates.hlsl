// RUN: hlslc -T cs_6_2 -E main %s | FileCheck %s
// ByteAddressBuffer.Load<T>/Store<T> of matrices, structs and arrays (array
// template arguments included): split into raw accesses at the members'
// byte offsets. As in DXC, stored matrices keep their orientation
// (column-major by default) while templated loads read them row by row.

struct S { int i; float f; };
ByteAddressBuffer buf : register(t0);
RWByteAddressBuffer o : register(u0);
RWStructuredBuffer<int[2]> arr : register(u1);

[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  float2x2 m = buf.Load<float2x2>(100);
  o.Store(0, m[0][1]);
  S s = buf.Load<S>(200);
  o.Store(4, s.f);
  arr[0] = buf.Load<int[2]>(300);
  float2x2 c = {1, 2, 3, 4};
  o.Store(16, c);
  S t = {7, 8.0};
  o.Store<S>(32, t);
}

// CHECK: %[[M:[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 100, i32 undef, i8 15, i32 4)
// CHECK: %[[M01:[0-9]+]] = extractvalue %dx.types.ResRet.f32 %[[M]], 1
// CHECK: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 undef, float %[[M01]],
// CHECK: call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 204, i32 undef, i8 1, i32 4)
// CHECK: call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 300, i32 undef, i8 1, i32 4)
// CHECK: call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 304, i32 undef, i8 1, i32 4)
// CHECK: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 16, i32 undef, float 1.000000e+00, float 3.000000e+00, float 2.000000e+00, float 4.000000e+00, i8 15, i32 4)
// CHECK: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 32, i32 undef, i32 7,
// CHECK: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 36, i32 undef, float 8.000000e+00,
