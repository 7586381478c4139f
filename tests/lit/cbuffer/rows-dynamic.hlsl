// Dynamic indices into cbuffer arrays (of scalars, structs, arrays) become
// row arithmetic on the cbufferLoadLegacy index: every element starts a row,
// so an index only ever adds whole rows (as in DXC).
// RUN: hlslc -T cs_6_0 %s | FileCheck %s
struct S { float4 a; float b; };
cbuffer CB : register(b0) {
  float4 v;        // row 0
  float  arr[4];   // rows 1-4
  S      s[3];     // rows 5-10, 2 rows per element
  int2   m[2][2];  // rows 11-14
}
RWBuffer<float> Out;
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  Out[0] = arr[i] + s[i].b + s[i].a.y + m[i][1].y;
}

// CHECK: [[I:%.*]] = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
// CHECK: [[R1:%.*]] = add i32 [[I]], 1
// CHECK: [[L1:%.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{.*}}, i32 [[R1]])
// CHECK: extractvalue %dx.types.CBufRet.f32 [[L1]], 0
// CHECK: [[I2:%.*]] = shl i32 [[I]], 1
// CHECK: [[R2:%.*]] = add i32 [[I2]], 6
// CHECK: [[L2:%.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{.*}}, i32 [[R2]])
// CHECK: extractvalue %dx.types.CBufRet.f32 [[L2]], 0
// CHECK: [[R3:%.*]] = add i32 [[I2]], 5
// CHECK: [[L3:%.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{.*}}, i32 [[R3]])
// CHECK: extractvalue %dx.types.CBufRet.f32 [[L3]], 1
// CHECK: [[R4:%.*]] = add i32 [[I2]], 12
// CHECK: [[L4:%.*]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %{{.*}}, i32 [[R4]])
// CHECK: extractvalue %dx.types.CBufRet.i32 [[L4]], 1
