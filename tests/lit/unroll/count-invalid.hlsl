// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// [unroll(n)] with a negative n: DXC warns that the argument is not a uint
// literal, then the unroller rejects the count. [unroll(0)] means [unroll].

// CHECK: count-invalid.hlsl:[[@LINE+8]]:4: warning: attribute 'unroll' must have a uint literal argument
// CHECK: count-invalid.hlsl:[[@LINE+8]]:3: error: Could not unroll loop. Invalid unroll count.
// CHECK: count-invalid.hlsl:[[@LINE+10]]:3: error: Could not unroll loop. Loop bound could not be deduced at compile time.
// CHECK-NOT: define void @main
uint g;

float main() : SV_Target {
  float r = 0;
  [unroll(-1)]
  for (uint j = 0; j < g; j++)
    r += 1;
  [unroll(0)]
  for (uint k = 0; k < g; k++)
    r += 2;
  return r;
}
