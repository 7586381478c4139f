// RUN: hlslc -T cs_6_0 -E main -HV 2021 %s | FileCheck %s
// Class template partial specializations: an instance is made from the most
// specialized one whose argument pattern matches (a parameter stands for
// any argument, the same one where it repeats; a type or value must be
// equal), else from the primary template. The scope of a member may be
// named through an alias (W::P::kind) or a using-declaration.

template<typename T, typename U> struct Pair { enum { kind = 0 }; };
template<typename T> struct Pair<T, T> { enum { kind = 1 }; };
template<typename T> struct Pair<T, float> { enum { kind = 2 }; };
template<> struct Pair<float, float> { enum { kind = 3 }; };

template<typename T, uint N> struct Arr { static uint size() { return N; } };
template<uint N> struct Arr<int, N> { static uint size() { return N * 10; } };
template<typename T> struct Arr<T, 1> { static uint size() { return 100; } };
template<> struct Arr<int, 1> { static uint size() { return 1000; } };

// recursion through partial specializations
template<uint A, uint B> struct Gcd { enum { value = Gcd<B, A % B>::value }; };
template<uint A> struct Gcd<A, 0> { enum { value = A }; };

struct W { using P = Pair<int, int>; };
namespace N { using G = Gcd<84, 36>; }
namespace M { using N::G; }

RWStructuredBuffer<uint> Out : register(u0);

// CHECK-LABEL: define void @main()
// CHECK: i32 0, i32 0, i32 0,
// CHECK: i32 1, i32 0, i32 1,
// CHECK: i32 2, i32 0, i32 2,
// CHECK: i32 3, i32 0, i32 3,
// CHECK: i32 4, i32 0, i32 1,
// CHECK: i32 5, i32 0, i32 1133,
// CHECK: i32 6, i32 0, i32 12,
[numthreads(1, 1, 1)]
void main() {
  Out[0] = Pair<int, uint>::kind;
  Out[1] = Pair<uint, uint>::kind;
  Out[2] = Pair<int, float>::kind;
  Out[3] = Pair<float, float>::kind;
  Out[4] = W::P::kind;
  Out[5] = Arr<float, 3>::size() + Arr<int, 3>::size() + Arr<uint, 1>::size() + Arr<int, 1>::size();
  Out[6] = M::G::value;
}
