// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// A ConstantBuffer<S> used as an S value (a local copy, an argument, a
// method call on it) whose S holds resources: the data comes from the
// buffer, the handles from the resources the fields became.

struct S {
  float4 a;
  Texture2D tex;
  float4 get(int3 p) { return tex.Load(p) * a; }
};
ConstantBuffer<S> C1;
ConstantBuffer<S> C2;
ConstantBuffer<S> C3;

float4 f(S s) { return s.tex.Load(int3(1, 0, 0)) + s.a; }

float4 main(float2 uv : TEXCOORD) : SV_Target {
  S loc = C1;
  return loc.tex.Load(int3(0, 0, 0)) * loc.a + f(C2) + C3.get(int3(2, 0, 0));
}

// CHECK: ; C1                                cbuffer      NA          NA     CB0            cb0     1
// CHECK-NEXT: ; C2                                cbuffer      NA          NA     CB1            cb1     1
// CHECK-NEXT: ; C3                                cbuffer      NA          NA     CB2            cb2     1
// CHECK-NEXT: ; C1.tex                            texture     f32          2d      T0             t0     1
// CHECK-NEXT: ; C2.tex                            texture     f32          2d      T1             t1     1
// CHECK-NEXT: ; C3.tex                            texture     f32          2d      T2             t2     1
// CHECK-DAG: %[[T0:[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
// CHECK-DAG: %[[T1:[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 1, i1 false)
// CHECK-DAG: %[[T2:[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 2, i32 2, i1 false)
// CHECK-DAG: @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %[[T0]], i32 0, i32 0, i32 0,
// CHECK-DAG: @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %[[T1]], i32 0, i32 1, i32 0,
// CHECK-DAG: @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %[[T2]], i32 0, i32 2, i32 0,
