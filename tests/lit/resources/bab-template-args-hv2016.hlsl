// RUN: not hlslc -T cs_6_0 -E main -HV 2016 %s 2>&1 | FileCheck %s
// Explicit template arguments on a byte-address buffer's Load / Store are
// an HLSL 2018 feature: -HV 2016 rejects them as DXC does.

// CHECK: error: Explicit template arguments on intrinsic Load requires HLSL version 2018 or above
// CHECK: error: Explicit template arguments on intrinsic Store requires HLSL version 2018 or above

RWByteAddressBuffer buf;

[numthreads(1, 1, 1)]
void main() {
  float2 v = buf.Load<float2>(0);
  buf.Store<float2>(8, v);
}
