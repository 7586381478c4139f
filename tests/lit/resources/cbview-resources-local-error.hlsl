// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// The resources in the S of a ConstantBuffer<S> are reached through the
// global view only: a view held in a parameter or a local carries just its
// buffer (DXC fails with an internal error on these).

struct S {
  float4 a;
  Texture2D tex;
};
ConstantBuffer<S> C1;

// CHECK: cbview-resources-local-error.hlsl:[[# @LINE + 1]]:44: error: the resources in 'ConstantBuffer<S>' can only be used through a global ConstantBuffer variable, not a copy of one
float4 f(ConstantBuffer<S> cb) { return cb.tex.Load(int3(0, 0, 0)) * cb.a; }
// CHECK: cbview-resources-local-error.hlsl:[[# @LINE + 1]]:40: error: the resources in 'ConstantBuffer<S>' can only be used through a global ConstantBuffer variable, not a copy of one
float4 g(ConstantBuffer<S> cb) { S s = cb; return s.tex.Load(int3(0, 0, 0)); }

float4 main(float2 uv : TEXCOORD) : SV_Target {
  ConstantBuffer<S> l = C1;
  // CHECK: cbview-resources-local-error.hlsl:[[# @LINE + 1]]:12: error: the resources in 'ConstantBuffer<S>' can only be used through a global ConstantBuffer variable, not a copy of one
  return l.tex.Load(int3(0, 0, 0)) + f(C1) + g(C1);
}
