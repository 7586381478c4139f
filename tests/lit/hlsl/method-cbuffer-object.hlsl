// RUN: hlslc -T vs_6_0 -E main %s | FileCheck %s
// A member function called on a cbuffer member reads the buffer (the object
// is read-only: `this` is a copy) and on a local copy of it.

struct S {
  float4 f4;
  float4 get_f4() { return f4; }
};

cbuffer C {
  S s1;
  S s2;
};

// CHECK-LABEL: define void @main()
// CHECK-NOT: alloca
// CHECK-DAG: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 0)
// CHECK-DAG: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 1)
// CHECK: ret void
float4 main(out float4 color : COLOR) : SV_Position {
  S s3 = s2;
  color = s2.get_f4() * s3.get_f4();
  return s1.get_f4();
}
