// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// RW texture element stores become textureStore with the coordinates
// padded with undef and a full mask; a component store reads the texel,
// inserts and writes it back.

RWTexture1D<float> T1 : register(u0);
RWTexture2DArray<uint2> T2A : register(u1);
RWTexture3D<float4> T3 : register(u2);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  T1[id.x] = 1.0;
  T2A[id] = uint2(4, 5);
  T3[id].y = 2.0;
}

// CHECK: call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %{{.*}}, i32 %[[X:[0-9]+]], i32 undef, i32 undef, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, i8 15)
// CHECK: call void @dx.op.textureStore.i32(i32 67, %dx.types.Handle %{{.*}}, i32 %[[X]], i32 %[[Y:[0-9]+]], i32 %[[Z:[0-9]+]], i32 4, i32 5, i32 4, i32 4, i8 15)
// CHECK: %[[OLD:[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %[[H:[0-9]+]], i32 undef, i32 %[[X]], i32 %[[Y]], i32 %[[Z]],
// CHECK: call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %[[H]], i32 %[[X]], i32 %[[Y]], i32 %[[Z]], float %{{.*}}, float 2.000000e+00, float %{{.*}}, float %{{.*}}, i8 15)
