// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// Texture reads: Load takes the mip level as the last location component,
// T[c] reads mip 0, T.mips[m][c] mip m; multisampled textures pass the
// sample index instead (MS[c] is sample 0, MS.sample[s][c] sample s); UAVs
// have no mip (undef). Offsets the call doesn't give are undef; explicit
// ones, zeros included, are kept.

Texture2D<float4> T : register(t0);
Texture2DMS<float4, 4> MS : register(t1);
RWTexture2D<float4> RW : register(u0);
RWStructuredBuffer<float4> Out : register(u1);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float4 r = T.Load(int3(id.xy, 3));
  r += T.Load(int3(id.xy, 0), int2(-1, 2));
  r += T.Load(int3(id.xy, 0), int2(0, 0));
  r += T[id.xy];
  r += T.mips[2][id.xy];
  r += MS.Load(id.xy, 1);
  r += MS[id.xy];
  r += MS.sample[3][id.xy];
  r += RW.Load(id.xy);
  Out[0] = r;
}

// CHECK: %[[X:[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// CHECK: %[[Y:[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 1)
// CHECK: @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %{{.*}}, i32 3, i32 %[[X]], i32 %[[Y]], i32 undef, i32 undef, i32 undef, i32 undef)
// CHECK: @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %{{.*}}, i32 0, i32 %[[X]], i32 %[[Y]], i32 undef, i32 -1, i32 2, i32 undef)
// CHECK: @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %{{.*}}, i32 0, i32 %[[X]], i32 %[[Y]], i32 undef, i32 0, i32 0, i32 undef)
// CHECK: @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %{{.*}}, i32 0, i32 %[[X]], i32 %[[Y]], i32 undef, i32 undef, i32 undef, i32 undef)
// CHECK: @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %{{.*}}, i32 2, i32 %[[X]], i32 %[[Y]], i32 undef, i32 undef, i32 undef, i32 undef)
// CHECK: @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %[[MS:[0-9]+]], i32 1, i32 %[[X]], i32 %[[Y]], i32 undef,
// CHECK: @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %[[MS]], i32 0, i32 %[[X]], i32 %[[Y]], i32 undef,
// CHECK: @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %[[MS]], i32 3, i32 %[[X]], i32 %[[Y]], i32 undef,
// CHECK: @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %{{.*}}, i32 undef, i32 %[[X]], i32 %[[Y]], i32 undef, i32 undef, i32 undef, i32 undef)
