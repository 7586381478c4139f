// RUN: hlslc -T cs_6_0 -E main %s -Fo %t.dxil
// RUN: not hlslc -T cs_6_0 -E main -D USE_GET -fno-caret-diagnostics %s 2>&1 | FileCheck %s
// A member function of a class template instance is instantiated only when
// a call needs it (C++ [temp.inst]): a body that does not fit the
// arguments (TextureCube has no operator[]) is an error only if called.

template <typename T> struct H {
  T t;
  // CHECK: template-member-lazy.hlsl:[[@LINE+1]]:{{32|33}}: error: type 'TextureCube<float4>' does not provide a subscript operator
  float4 Get(uint2 p) { return t[p]; }
  float4 S(SamplerState s) { return t.SampleLevel(s, float3(0, 0, 1), 0); }
};

TextureCube<float4> tc;
SamplerState ss;
RWBuffer<float4> o;

[numthreads(1, 1, 1)]
void main() {
  H<TextureCube<float4> > h;
  h.t = tc;
  o[0] = h.S(ss);
#ifdef USE_GET
  // CHECK: template-member-lazy.hlsl:[[@LINE+1]]:12: note: in instantiation of member function 'H<TextureCube<float4> >::Get' requested here
  o[1] = h.Get(uint2(0, 0));
#endif
}
