// 64-bit and 16-bit constants load with cbufferLoadLegacy's .f64/.i64 (two
// per row) and .f16/.i16 (eight per row) forms; a double3 spans two rows.
// Rows and components as DXC generates them.
// RUN: hlslc -T cs_6_2 -enable-16bit-types %s | FileCheck %s
cbuffer CB : register(b0) {
  float    a;     // 0:  row 0 .x
  double   d;     // 8:  row 0, double 1
  int64_t  l;     // 16: row 1, i64 0
  double3  d3;    // 32: rows 2-3
  half     h;     // 56: row 3, half 4
  int16_t  s;     // 58: row 3, i16 5
  half3    h3;    // 64: row 4, halves 0-2
}
RWBuffer<float> Out;
[numthreads(1, 1, 1)] void main() {
  Out[0] = a + (float)d + (float)l + (float)d3.z + h + s + h3.y;
}

// CHECK: [[A:%.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{.*}}, i32 0)
// CHECK: extractvalue %dx.types.CBufRet.f32 [[A]], 0
// CHECK: [[D:%.*]] = call %dx.types.CBufRet.f64 @dx.op.cbufferLoadLegacy.f64(i32 59, %dx.types.Handle %{{.*}}, i32 0)
// CHECK: extractvalue %dx.types.CBufRet.f64 [[D]], 1
// CHECK: [[L:%.*]] = call %dx.types.CBufRet.i64 @dx.op.cbufferLoadLegacy.i64(i32 59, %dx.types.Handle %{{.*}}, i32 1)
// CHECK: extractvalue %dx.types.CBufRet.i64 [[L]], 0
// CHECK: [[D3:%.*]] = call %dx.types.CBufRet.f64 @dx.op.cbufferLoadLegacy.f64(i32 59, %dx.types.Handle %{{.*}}, i32 3)
// CHECK: extractvalue %dx.types.CBufRet.f64 [[D3]], 0
// CHECK: [[H:%.*]] = call %dx.types.CBufRet.f16.8 @dx.op.cbufferLoadLegacy.f16(i32 59, %dx.types.Handle %{{.*}}, i32 3)
// CHECK: extractvalue %dx.types.CBufRet.f16.8 [[H]], 4
// CHECK: [[S:%.*]] = call %dx.types.CBufRet.i16.8 @dx.op.cbufferLoadLegacy.i16(i32 59, %dx.types.Handle %{{.*}}, i32 3)
// CHECK: extractvalue %dx.types.CBufRet.i16.8 [[S]], 5
// CHECK: [[H3:%.*]] = call %dx.types.CBufRet.f16.8 @dx.op.cbufferLoadLegacy.f16(i32 59, %dx.types.Handle %{{.*}}, i32 4)
// CHECK: extractvalue %dx.types.CBufRet.f16.8 [[H3]], 1
