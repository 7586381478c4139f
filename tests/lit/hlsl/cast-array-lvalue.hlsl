// (T[N])x is an lvalue when x is an array or vector whose first N
// components are of type T: it designates those components (DXC accepts
// `(float[2])arr = src;`). Another element type is a converted rvalue.
// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// RUN: hlslc -T ps_6_0 -E vec %s | FileCheck %s --check-prefix=VEC
// RUN: not hlslc -T ps_6_0 -E bad -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float 4.800000e+01)
// VEC: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float
// BAD: error: expression is not assignable

static const float ar[] = { 18, 23 };
static const int iar[] = { 5, 6 };

float main() : SV_Target {
  float lar[4] = { 1, 2, 3, 4 };
  (float[2])lar = ar;          // lar = 18, 23, 3, 4
  ((float[3])lar)[2] = 7;      // lar = 18, 23, 7, 4
  return lar[0] + lar[1] + lar[2];
}

float vec(float2 a : A) : SV_Target {
  float4 v = a.xyxy;
  (float[2])v = ar;
  return v.x + v.y + v.z;
}

#ifdef BAD
float bad() : SV_Target {
  float lar[4] = { 1, 2, 3, 4 };
  (int[2])lar = iar;
  return lar[0];
}
#endif
