// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// any()/all() on floats compare each component with zero as DXC does,
// with fast-math flags like the rest of its floating-point code, and the
// bool results combine as i1 (b |= any(a) is one or, not an or of zexts).

// CHECK: fcmp fast une float %{{[0-9]+}}, 0.000000e+00
// CHECK: or i1
// CHECK-NOT: or i32
// CHECK: and i1

bool cb;
float4 main(float4 a : A) : SV_Target {
  bool b = cb;
  b |= any(a);
  b &= all(a);
  return b;
}
