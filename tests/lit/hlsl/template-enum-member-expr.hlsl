// RUN: hlslc -T cs_6_0 -E main -HV 2021 %s | FileCheck %s
// Compile-time values through struct templates: an enum member of an
// instance (S<N>::value) in expressions, recursion ended by an explicit
// specialization. In parentheses, S<args>::x followed by more than ')' is an
// expression, not a cast; (S<args>::type)x stays a cast.

template<uint N> struct Fib { enum { value = (int)Fib<N - 1>::value + (int)Fib<N - 2>::value }; };
template<> struct Fib<1> { enum { value = 1 }; };
template<> struct Fib<0> { enum { value = 0 }; };
template<typename T> struct Id { using type = T; };

RWStructuredBuffer<uint> Out : register(u0);

// CHECK-LABEL: define void @main()
// CHECK: i32 0, i32 0, i32 55,
// CHECK: i32 1, i32 0, i32 1,
// CHECK: i32 2, i32 0, i32 3,
[numthreads(1, 1, 1)]
void main() {
  Out[0] = Fib<10>::value;
  Out[1] = (Fib<6>::value == 8) && (Fib<7>::value > 12);
  Out[2] = (Id<uint>::type)3.7f;
}
