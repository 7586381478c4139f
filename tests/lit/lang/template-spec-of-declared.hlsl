// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// RUN: not hlslc -T cs_6_0 -E main -D BAD -fno-caret-diagnostics %s 2>&1 | FileCheck %s --check-prefix=BAD
// An explicit specialization of a struct template that is only declared
// defines that instance (a static-assert idiom: only SA<true> exists);
// other instances stay incomplete.

template <bool V> struct SA;
template <> struct SA<true> { static const int X = 5; };

static const SA<!!true> ok;
#ifdef BAD
// BAD: template-spec-of-declared.hlsl:[[@LINE+1]]:24: error: implicit instantiation of undefined template
static const SA<false> bad;
#endif

RWBuffer<int> o;

// CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 undef, i32 10,
[numthreads(1, 1, 1)]
void main() { o[0] = SA<true>::X + SA<1>::X; }
