// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// RUN: not hlslc -T ps_6_0 -E main -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
// A cast of an lvalue to no more elements of the same kind is an lvalue
// (DXC's IsConversionToLessOrEqualElements): (float)v and (float3)v are
// v's first components, (float3x3)m the upper-left 3x3 of m, (B3)b the
// first elements of b when they are B3's, (Base)d the base subobject.
// A cast of a scalar, to another element kind or written T(x) is a value.

struct B3 { uint3 ui; };
struct B { uint4 ui; };
struct Base { float k; };
struct Derived : Base { float more; };
struct M {
  B base;
  float4x3 a;
  float4 b;
  float4 c;
  float d[6];
};

RWStructuredBuffer<M> buf;
B3 g;

// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 64, float 3.000000e+00, float undef, float undef, float undef, i8 1)
// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 80, float 1.000000e+01, float 9.000000e+00, float 8.000000e+00, float undef, i8 7)
// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 104, float 7.000000e+00, float undef, float undef, float undef, i8 1)
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 0, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 undef, i8 7)
// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 20,
// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 36,
// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 52,
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float 2.000000e+00)
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float 5.000000e+00)
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 8.000000e+00)
float3 main(uint i : I, float3 x : X) : SV_Target {
  ((float)buf[i].b) = 3;
  ((float3)buf[i].c) = float3(10, 9, 8);
  float td[3] = {5, 6, 7};
  ((float[3])buf[i].d) = td;
  ((B3)buf[i].base) = g;
  ((float3x3)buf[i].a)[1] = x;

  float4 v = 0;
  (float2)v = float2(1, 2);
  float3x3 m = 0;
  ((float2x2)m)[1] = float2(4, 5);
  Derived d = {0, 6};
  ((Base)d).k = 3;
  ((float2x2)m)._m00 = d.k + d.more - 1;
#ifdef BAD
  // BAD: cast-lvalue-truncation.hlsl:[[# @LINE + 1]]:13: error: expression is not assignable
  ((int2)v) = int2(1, 2);
#endif
  return float3(v.y, m[1][1], m[0][0]);
}
