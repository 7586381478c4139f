// 64-bit texture elements (uint64_t/int64_t/double) load and store 32-bit
// halves like DXC: TextureLoad/TextureStore[Sample] with the i32 overload, the
// halves recombined with zext/shl/or (i64) or MakeDouble, split with
// trunc/lshr or SplitDouble; a scalar stores lo, hi, lo, hi.
// RUN: hlslc -T cs_6_7 -E main %s | FileCheck %s
// CHECK: %[[L:[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66
// CHECK: %[[V0:[0-9]+]] = extractvalue %dx.types.ResRet.i32 %[[L]], 0
// CHECK: %[[V1:[0-9]+]] = extractvalue %dx.types.ResRet.i32 %[[L]], 1
// CHECK: %[[LO:[0-9]+]] = zext i32 %[[V0]] to i64
// CHECK: %[[HI:[0-9]+]] = zext i32 %[[V1]] to i64
// CHECK: %[[SH:[0-9]+]] = shl i64 %[[HI]], 32
// CHECK: or i64 %[[LO]], %[[SH]]
// CHECK: call void @dx.op.textureStore.i32(i32 67, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 39, i32 undef, i32 %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 %{{[0-9]+}}, i8 15)
// CHECK: call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66
// CHECK: call double @dx.op.makeDouble.f64(i32 101
// CHECK: %[[S:[0-9]+]] = call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102
// CHECK: %[[SLO:[0-9]+]] = extractvalue %dx.types.splitdouble %[[S]], 0
// CHECK: %[[SHI:[0-9]+]] = extractvalue %dx.types.splitdouble %[[S]], 1
// CHECK: call void @dx.op.textureStoreSample.i32(i32 225, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 2, i32 undef, i32 %[[SLO]], i32 %[[SHI]], i32 %[[SLO]], i32 %[[SHI]], i8 15, i32 3)
RWTexture2D<uint64_t2> L;
RWTexture2DMS<double> D;
[numthreads(1, 1, 1)] void main(uint ix1 : SV_GroupIndex) {
  uint2 ix2 = uint2(ix1, 2);
  L[ix2 + 37] = L[ix2 + 36];
  D.sample[3][ix2] = D[ix2 + 1];
}
