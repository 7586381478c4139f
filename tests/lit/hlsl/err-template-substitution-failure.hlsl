// RUN: not hlslc -T lib_6_3 -HV 2021 %s 2>&1 | FileCheck %s
// RUN: not hlslc -T lib_6_3 -HV 2021 -DHARD %s 2>&1 | FileCheck %s --check-prefix=HARD
// An error while substituting a function template's signature (return and
// parameter types) makes that candidate not viable rather than the program
// wrong (SFINAE): another overload may be chosen; with none, clang's
// "no matching function" names the failure and the arguments. Errors in the
// body, or in a struct template the signature instantiates, are errors.

template<uint N, typename T>
vector<T, N> make_vec(T x) { return (vector<T, N>)x; }

template<typename T>
T first(T a, T b) { return a; }

// a second overload that takes over where the first fails to substitute
template<int N>
vector<float, N> pick(float x) { return (vector<float, N>)x; }
template<int N>
float pick(float x, int unused = 0) { return x * N; }

template<typename T> struct Box { vector<T, 5> v; };
template<typename T>
float unbox(Box<T> b) { return 0; }

export float4 ok(float f) {
  return make_vec<4>(f) + pick<5>(f);
}

export float bad(float f) {
  int arr[2] = {1, 2};
  // CHECK: err-template-substitution-failure.hlsl:[[# @LINE + 2]]:22: error: no matching function for call to 'make_vec'
  // CHECK: err-template-substitution-failure.hlsl:10:14: note: candidate template ignored: substitution failure [with N = 5]: invalid value, valid range is between 1 and 4 inclusive
  float4 v = (float4)make_vec<5>(f);
  // CHECK: err-template-substitution-failure.hlsl:[[# @LINE + 2]]:3: error: no matching function for call to 'first'
  // CHECK: err-template-substitution-failure.hlsl:13:3: note: candidate template ignored: substitution failure [with T = int [2]]: function cannot return array type 'int [2]'
  first(arr, arr);
  return v.x;
}

#ifdef HARD
export float hard(float f) {
  // HARD: err-template-substitution-failure.hlsl:21:45: error: invalid value, valid range is between 1 and 4 inclusive
  return unbox<float>((Box<float>)0);
}
#endif
