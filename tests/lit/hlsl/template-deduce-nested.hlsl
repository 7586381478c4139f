// RUN: hlslc -T vs_6_2 -E main -HV 2021 -enable-16bit-types %s | FileCheck %s
// Deduction matches a parameter type's template arguments recursively:
// Texture2D<vector<T, 4> > takes T from the texture's component type, and a
// struct template's argument may itself be a pattern (Box<vector<T, N> >).

template<typename T>
T foo(Texture2D<vector<T, 4> > tex) {
  return tex[uint2(0, 0)].x;
}

template<typename T> struct Box { T v; };

template<typename T, int N>
T last(Box<vector<T, N> > b) {
  return b.v[N - 1];
}

Texture2D<float4> Tex;
Texture2D<vector<float16_t, 4> > Tex2;

// CHECK: [[X:%.*]] = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 undef)
// CHECK: call %dx.types.ResRet.f32 @dx.op.textureLoad.f32
// CHECK: call %dx.types.ResRet.f16 @dx.op.textureLoad.f16
// CHECK: fadd fast float %{{.*}}, [[X]]
float main(float3 x : IN) : OUT {
  Box<float3> b;
  b.v = x;
  return foo(Tex) + foo(Tex2) + last(b);
}
