// Matrices in structured buffers are stored column by column unless row_major
// (DXC's layout), while matrix registers are row-major: loads and stores
// reorder. The byte offsets below are the ones DXC addresses.
// RUN: hlslc -T cs_6_0 %s | FileCheck %s
StructuredBuffer<float2x3> sb;
struct E { float a; float2x2 m; row_major float2x2 r; };
StructuredBuffer<E> se;
RWStructuredBuffer<E> rw;
RWBuffer<float> o;
[numthreads(1,1,1)] void main(uint i : SV_GroupIndex) {
  o[0] = sb[i][1][2] + se[i].m[0][1] + se[i].r[0][1] + sb[i]._m01;
  rw[i].m[1][0] = 5;
  rw[i].r[1] = float2(1, 2);
  rw[i].m = float2x2(1,2,3,4);
}

// sb[i][1][2]: column 2, row 1 of a float2x3 -> byte 20 (second load, component 1)
// CHECK: [[SB0:%.*]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 0)
// CHECK: extractvalue %dx.types.ResRet.f32 [[SB0]], 2
// CHECK: [[SB16:%.*]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 16)
// CHECK: extractvalue %dx.types.ResRet.f32 [[SB16]], 1
// se[i].m[0][1]: m at byte 4, column 1 row 0 -> byte 12
// CHECK: [[M:%.*]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 4)
// CHECK: extractvalue %dx.types.ResRet.f32 [[M]], 2
// se[i].r[0][1]: row_major r at byte 20 -> byte 24
// CHECK: [[R:%.*]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 20)
// CHECK: extractvalue %dx.types.ResRet.f32 [[R]], 1
// stores: m[1][0] -> byte 8; r[1] -> bytes 28, 32; the whole m in column order
// CHECK: @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 8, float 5.000000e+00, float undef, float undef, float undef, i8 1)
// CHECK: @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 28, float 1.000000e+00, float undef, float undef, float undef, i8 1)
// CHECK: @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 32, float 2.000000e+00, float undef, float undef, float undef, i8 1)
// CHECK: @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 4, float 1.000000e+00, float 3.000000e+00, float 2.000000e+00, float 4.000000e+00, i8 15)
