// RUN: hlslc -T cs_6_9 -enable-16bit-types %s | FileCheck %s
// RUN: hlslc -T cs_6_8 -DSM68 %s | FileCheck %s --check-prefix=SM68
// DXIL 1.9 loads and stores a vector of any width from a raw or structured
// buffer with one RawBufferVectorLoad / RawBufferVectorStore (%dx.types.ResRet
// .vNT holds the vector and the status); scalars keep RawBufferLoad/Store.
// A structured buffer of vectors has the components back to back as its
// stride; a struct is accessed member by member. Before 6.9 nothing changes.

struct S { float3 a; int2 b; float c; };
RWStructuredBuffer<S> sb;
RWByteAddressBuffer r;
#ifndef SM68
RWStructuredBuffer<vector<float, 5> > lv;
#endif

[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  // CHECK: RWStructuredBuffer<stride=24>
  // CHECK: call %dx.types.ResRet.v3f32 @dx.op.rawBufferVectorLoad.v3f32(i32 303, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 0, i32 4)
  // CHECK: call %dx.types.ResRet.v2i32 @dx.op.rawBufferVectorLoad.v2i32(i32 303, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 12, i32 4)
  // CHECK: call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 20, i8 1, i32 4)
  // SM68: call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 0, i8 7, i32 4)
  S s = sb[i];
  // CHECK: call void @dx.op.rawBufferVectorStore.v3f32(i32 304, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 0, <3 x float> %{{.*}}, i32 4)
  sb[i + 1] = s;
  // CHECK: [[LD:%.*]] = call %dx.types.ResRet.v4i32 @dx.op.rawBufferVectorLoad.v4i32(i32 303, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 undef, i32 4)
  // CHECK: extractvalue %dx.types.ResRet.v4i32 [[LD]], 0
  // CHECK: call void @dx.op.rawBufferVectorStore.v4i32(i32 304, %dx.types.Handle %{{.*}}, i32 64, i32 undef, <4 x i32> %{{.*}}, i32 4)
  // SM68: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %{{.*}}, i32 64, i32 undef, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i8 15, i32 4)
  r.Store4(64, r.Load4(i));
#ifndef SM68
  // CHECK: RWStructuredBuffer<stride=20>
  // CHECK: [[V:%.*]] = call %dx.types.ResRet.v5f32 @dx.op.rawBufferVectorLoad.v5f32(i32 303, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 0, i32 4)
  // CHECK: call void @dx.op.rawBufferVectorStore.v5f32(i32 304, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 0, <5 x float> %{{.*}}, i32 4)
  lv[i + 1] = lv[i];
  // CHECK: call %dx.types.ResRet.v7f16 @dx.op.rawBufferVectorLoad.v7f16(i32 303, %dx.types.Handle %{{.*}}, i32 128, i32 undef, i32 2)
  // CHECK: call void @dx.op.rawBufferVectorStore.v7f16(i32 304, %dx.types.Handle %{{.*}}, i32 256, i32 undef, <7 x half> %{{.*}}, i32 2)
  r.Store<vector<half, 7> >(256, r.Load<vector<half, 7> >(128));
#endif
}
