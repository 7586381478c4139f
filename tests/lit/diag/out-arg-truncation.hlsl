// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// RUN: hlslc -T ps_6_0 -E main -D FIXED %s | FileCheck %s --check-prefix=OK
// A vector or matrix argument cannot be bound to a scalar out / inout
// parameter: the lvalue would have to be truncated (clang's warning, then
// DXC's error). float1 and other scalars convert.

void set1(out float x) { x = 1; }
void twice(inout float x) { x *= 2; }

float4 main() : SV_Target {
  float4 v = 0;
  float3x3 m = 0;
  float1 f1 = 0;
  int i = 3;
#ifndef FIXED
  // CHECK: out-arg-truncation.hlsl:[[# @LINE + 2]]:8: warning: implicit truncation of vector type
  // CHECK: out-arg-truncation.hlsl:[[# @LINE + 1]]:8: error: cannot truncate lvalue vector/matrix
  set1(v);
  // CHECK: out-arg-truncation.hlsl:[[# @LINE + 1]]:9: error: cannot truncate lvalue vector/matrix
  twice(m);
#endif
  // CHECK-NOT: error
  // OK: define void @main()
  twice(f1);
  twice(i);
  set1(v.y);
  return v + m[0].x + f1.x + i;
}
