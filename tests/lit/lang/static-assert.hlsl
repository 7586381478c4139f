// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// RUN: not hlslc -T cs_6_0 -E main -DFAIL %s 2>&1 | FileCheck %s --check-prefix=ERR
// static_assert / _Static_assert at file, struct and block scope, checked
// on constant expressions, with clang's errors.

static const uint N = 4;
_Static_assert(N == 4, "N must be 4");
static_assert(sizeof(float4) == 16, "size");
struct S { float a; static_assert(N > 0, "in struct"); };
RWBuffer<uint> Out : register(u0);

// CHECK: i32 0, i32 undef, i32 4,
[numthreads(1, 1, 1)]
void main(uint id : SV_DispatchThreadID) {
  static_assert(N != 0);
#ifdef FAIL
  // ERR: static-assert.hlsl:[[# @LINE + 1]]:3: error: static_assert failed "N is small"
  static_assert(N > 8, "N is small");
  // ERR: static-assert.hlsl:[[# @LINE + 1]]:17: error: static_assert expression is not an integral constant expression
  static_assert(id > 1, "runtime");
#endif
  Out[0] = N;
}
