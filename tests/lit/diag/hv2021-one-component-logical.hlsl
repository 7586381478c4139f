// HLSL 2021: && || and the ?: condition take scalars only, and a
// one-component vector or matrix (float1, int1, float1x1) is not a scalar
// (DXC checks the type's object kind, not its component count).
// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// RUN: hlslc -T ps_6_0 -E main -HV 2018 %s | FileCheck %s --check-prefix=HV2018
// CHECK: hv2021-one-component-logical.hlsl:12:10: error: operands for short-circuiting logical binary operator must be scalar, for non-scalar types use 'or'
// CHECK: hv2021-one-component-logical.hlsl:13:15: error: operands for short-circuiting logical binary operator must be scalar, for non-scalar types use 'and'
// CHECK: hv2021-one-component-logical.hlsl:14:13: error: condition for short-circuiting ternary operator must be scalar, for non-scalar types use 'select'
// HV2018: define void @main()
float1 f1; int1 i1; float1x1 m1;
float4 main() : SV_Target {
  if (f1 || i1) return 1;
  bool b = m1 && true;
  return f1 ? 2 : 3;
}
