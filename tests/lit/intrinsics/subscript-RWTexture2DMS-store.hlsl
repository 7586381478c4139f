// Writable multisampled textures (SM 6.7): RWTexture2DMS[pos] = v stores sample
// 0 and .sample[s][pos] = v sample s through TextureStoreSample (all four
// values, mask 15, the sample index last, like DXC); .sample[s][pos] reads are
// TextureLoad with the sample index. The module needs Advanced Texture Ops and
// Writeable MSAA Textures.
// RUN: hlslc -T cs_6_7 -E main %s | FileCheck %s
// CHECK: Advanced Texture Ops
// CHECK: Writeable MSAA Textures
// CHECK: call void @dx.op.textureStoreSample.f32(i32 225, %dx.types.Handle %{{[0-9]+}}, i32 %[[X:[0-9]+]], i32 1, i32 undef, float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 1.000000e+00, i8 15, i32 0)
// CHECK: call void @dx.op.textureStoreSample.i32(i32 225, %dx.types.Handle %{{[0-9]+}}, i32 %[[X]], i32 1, i32 2, i32 5, i32 5, i32 5, i32 5, i8 15, i32 %[[X]])
// CHECK: call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %{{[0-9]+}}, i32 3, i32 %[[X]], i32 0, i32 undef
// CHECK: call void @dx.op.textureStoreSample.f32(i32 225, %dx.types.Handle %{{[0-9]+}}, i32 %[[X]], i32 0, i32 undef, float %{{[0-9]+}}, float %{{[0-9]+}}, float %{{[0-9]+}}, float %{{[0-9]+}}, i8 15, i32 2)
RWTexture2DMS<float3> rw;
RWTexture2DMSArray<uint> rwa;
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  rw[uint2(i, 1)] = float3(1, 2, 3);
  rwa.sample[i][uint3(i, 1, 2)] = 5;
  rw.sample[2][uint2(i, 0)] = rw.sample[3][uint2(i, 0)];
}
