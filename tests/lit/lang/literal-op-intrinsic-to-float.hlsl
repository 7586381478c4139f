// A literal-int operation on an intrinsic call of literals is not redone
// in 32 bits: it computes in 64 bits and converts the 64-bit value.
// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// CHECK: [[S:%[0-9]+]] = add nsw i64 %{{[0-9]+}}, 4294967296
// CHECK: sitofp i64 [[S]] to float

RWStructuredBuffer<float> f;
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  bool c = i > 3;
  f[0] = abs(c ? -1 : 2) + 0x100000000;
}
