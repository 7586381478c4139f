// RUN: not hlslc -T ps_6_0 -E main -HV 2021 %s 2>&1 | FileCheck %s
// vector<T, N> and matrix<T, R, C> take a scalar element type (DXC checks
// the template argument, also when a template parameter supplies it); an
// object is not a valid element type.

struct Foo { float f; };

// CHECK: err-template-vector-element.hlsl:[[# @LINE + 1]]:8: error: 'float2' cannot be used as a type parameter where a scalar is required
matrix<float2, 2, 2> m;
// CHECK: err-template-vector-element.hlsl:[[# @LINE + 1]]:8: error: invalid vector element type
vector<Texture2D, 2> t;


template<typename C, int N>
struct MyVec {
  // CHECK: err-template-vector-element.hlsl:[[# @LINE + 1]]:10: error: 'Foo' cannot be used as a type parameter where a scalar is required
  vector<C, N> vec;
};

float4 main() : SV_Target {
  // CHECK: note: in instantiation of template class 'MyVec<Foo, 4>' requested here
  MyVec<Foo, 4> v;
  return 0;
}
