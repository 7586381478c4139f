// RUN: hlslc -T cs_6_0 -E main -HV 2021 %s | FileCheck %s
// A template parameter may be unnamed (template<uint I, typename = void>,
// template<typename, uint N = 3>): nothing refers to it, its default applies.

template <uint I, typename = void> struct HV { static const bool Value = false; };
template <uint I> struct HV<I, int> { static const bool Value = true; };
template <typename, uint N = 3> uint F(uint x) { return x * N; }

RWBuffer<uint> o;

// CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 undef, i32 2,
// CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 1, i32 undef, i32 6,
// CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 2, i32 undef, i32 1,
[numthreads(1, 1, 1)]
void main() {
  o[0] = HV<4>::Value ? 1 : 2;
  o[1] = F<int>(2);
  o[2] = HV<4, int>::Value ? 1 : 2;
}
