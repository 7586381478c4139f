// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// Member functions are named with their class. One recursion is reported per
// entry: the first found, in call order.

struct Walker {
  float v;
  // CHECK: recursion-method.hlsl:[[# @LINE + 1]]:3: error: recursive functions are not allowed: function 'main' calls recursive function 'Walker::step'
  float step(int n) { return n ? step(n - 1) : v; }
  // CHECK-NOT: Walker::count
  static int count(int n) { return n ? count(n - 1) + 1 : 0; }
};

float4 main(float x : X) : SV_Target {
  Walker w;
  w.v = x;
  return w.step(3) + Walker::count(2);
}
