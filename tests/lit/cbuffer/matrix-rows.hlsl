// Matrices in constant buffers: a column_major matrix reads column c from row
// base + c; a row_major one reads row r from row base + r. Indexing and
// swizzles pick the right row and component (as DXC does).
// RUN: hlslc -T cs_6_0 %s | FileCheck %s
cbuffer C : register(b0) {
  float a;                    // row 0
  float2x3 m;                 // rows 1-3: three columns of two
  row_major float3x2 r;       // rows 4-6: three rows of two
}
RWBuffer<float> o;
[numthreads(1, 1, 1)] void main() { o[0] = m[1][2] + r[2][1] + m._m01 + r._21; }

// m[1][2]: column 2 (row 3), component 1
// CHECK: [[M12:%.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{.*}}, i32 3)
// CHECK: extractvalue %dx.types.CBufRet.f32 [[M12]], 1
// r[2][1]: row 2 (row 6), component 1
// CHECK: [[R21:%.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{.*}}, i32 6)
// CHECK: extractvalue %dx.types.CBufRet.f32 [[R21]], 1
// m._m01: column 1 (row 2), component 0
// CHECK: [[M01:%.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{.*}}, i32 2)
// CHECK: extractvalue %dx.types.CBufRet.f32 [[M01]], 0
// r._21 (one-based): row 1 (row 5), component 0
// CHECK: [[R10:%.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{.*}}, i32 5)
// CHECK: extractvalue %dx.types.CBufRet.f32 [[R10]], 0
