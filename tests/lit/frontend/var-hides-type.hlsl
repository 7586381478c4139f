// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// A variable named like a type hides the type name for the rest of its
// scope, as in C++: `ConstantBuffer<Constants> Constants;` then
// `Constants.Planes[i]` (and `(Constants.Count - 1)`, not a cast) reads
// the variable. A local hides a type only until the end of its block.

struct Constants { float4 Planes[2]; uint Count; };
struct S { float v; };
ConstantBuffer<Constants> Constants : register(b0);

// CHECK: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 1)
// CHECK: call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 2)
// CHECK: !{i32 0, %Constants* undef, !"", i32 0, i32 0, i32 1, i32 36, null}

float4 main(float4 p : P) : SV_Target {
  float r = dot(p, Constants.Planes[1]) + (Constants.Count - 1);
  {
    float S = r * 2;   // hides struct S in this block
    r = S + 1;
  }
  S s;                 // the type again
  s.v = r;
  return s.v;
}
