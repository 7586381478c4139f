// RUN: not hlslc -T cs_6_0 -E main -HV 2021 %s 2>&1 | FileCheck %s
// Partial specializations: two matching ones neither more specialized than
// the other are ambiguous (a note names each with its arguments); every
// parameter must be deducible from the pattern (else it is never used, a
// warning); functions have none.

template<typename T, typename U> struct Pair { enum { kind = 0 }; };
template<typename T> struct Pair<T, T> { enum { kind = 1 }; };
template<typename T> struct Pair<T, float> { enum { kind = 2 }; };

// CHECK: err-template-partial-specialization.hlsl:[[# @LINE + 2]]:45: warning: class template partial specialization contains a template parameter that cannot be deduced; this partial specialization will never be used [-Wunusable-partial-specialization] [HL3013]
// CHECK: err-template-partial-specialization.hlsl:[[# @LINE + 1]]:31: note: non-deducible template parameter 'Extra'
template<typename T, typename Extra> struct Pair<T, int> {};

template<typename V, uint S> void dec(V v) {}
// CHECK: err-template-partial-specialization.hlsl:[[# @LINE + 1]]:27: error: function template partial specialization is not allowed [HL3005]
template<typename V> void dec<V, 4>(V v) {}

RWStructuredBuffer<uint> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
  // CHECK: err-template-partial-specialization.hlsl:[[# @LINE + 3]]:12: error: ambiguous partial specializations of 'Pair<float, float>' [HL3002]
  // CHECK: err-template-partial-specialization.hlsl:8:29: note: partial specialization matches [with T = float]
  // CHECK: err-template-partial-specialization.hlsl:9:29: note: partial specialization matches [with T = float]
  Out[0] = Pair<float, float>::kind;
}
