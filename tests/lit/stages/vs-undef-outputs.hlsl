// RUN: hlslc -T vs_6_0 -E main %s | FileCheck %s
// Output components the shader never writes are not stored (DXC drops
// stores of undef), so they are not in the usage mask either: C writes only
// x (usage 1), D's conditional write folds to the written value.

struct O { float4 p : SV_Position; float4 c : C; float2 d : D; };

// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 0, float 1.000000e+00)
// CHECK-NOT: float undef
// CHECK-NOT: i8 1, float
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 2, i32 0, i8 0,
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 2, i32 0, i8 1,
// CHECK: !{i32 1, !"C", i8 9, i8 0, !{{[0-9]+}}, i8 2, i32 1, i8 4, i32 1, i8 0, ![[U1:[0-9]+]]}
// CHECK: ![[U1]] = !{i32 3, i32 1}

O main(float4 v : V) {
  O o;
  o.p = v;
  o.c.x = 1;
  if (v.x > 0) o.d = v.zw;
  return o;
}
