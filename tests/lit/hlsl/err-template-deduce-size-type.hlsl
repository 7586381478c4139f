// RUN: not hlslc -T cs_6_0 -E main -HV 2021 %s 2>&1 | FileCheck %s
// A vector's or matrix's size is an int template argument: a non-type
// parameter of another type (uint N) cannot be deduced from it, as in clang
// (an array bound may be deduced for any integer type).

template<typename T, uint N>
T first(vector<T, N> v) { return v[0]; }

template<typename T, uint N>
T elem(T a[N]) { return a[N - 1]; }

RWStructuredBuffer<float> Out;

[numthreads(1, 1, 1)]
void main() {
  float a[2] = {1, 2};
  Out[0] = elem(a);
  // CHECK: err-template-deduce-size-type.hlsl:[[# @LINE + 2]]:12: error: no matching function for call to 'first'
  // CHECK: err-template-deduce-size-type.hlsl:7:3: note: candidate template ignored: substitution failure [with T = float]: deduced non-type template argument does not have the same type as the its corresponding template parameter ('int' vs 'uint')
  Out[1] = first(float3(1, 2, 3));
}
