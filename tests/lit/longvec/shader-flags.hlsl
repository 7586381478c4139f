// RUN: hlslc -T cs_6_9 %s | FileCheck %s
// RUN: hlslc -T cs_6_9 -DSCALAR %s | FileCheck %s --check-prefix=SCALAR
// DXC's shader flags compare types for equality: the vectors DXIL 1.9 keeps
// (<4 x double>, <2 x i64>) do not make a shader need doubles or 64-bit
// integers (its validator rejects a module declaring them); scalars do.

RWStructuredBuffer<double4> b;
RWByteAddressBuffer r;

// CHECK-NOT: Double-precision floating point
// CHECK-NOT: 64-Bit integer
// SCALAR: Double-precision floating point
// SCALAR: 64-Bit integer
// CHECK: !{i32 0, i64 8589934608,
[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  b[i + 1] = b[i] * 2;
  r.Store<vector<int64_t, 2> >(256, r.Load<vector<int64_t, 2> >(32) << 2);
#ifdef SCALAR
  r.Store<double>(512, r.Load<double>(64) * 3 + (double)r.Load<int64_t>(128));
#endif
}
