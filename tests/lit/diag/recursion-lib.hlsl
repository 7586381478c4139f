// RUN: not hlslc -T lib_6_3 %s 2>&1 | FileCheck %s
// In a library every exported function and entry is a root, each walked on
// its own: the first function found calling itself again from each root.

int down(int n);
// CHECK: recursion-lib.hlsl:[[# @LINE + 1]]:1: error: recursive functions are not allowed: function 'first' calls recursive function 'up'
int up(int n) { return n > 0 ? down(n - 1) : 0; }
// CHECK: recursion-lib.hlsl:[[# @LINE + 1]]:1: error: recursive functions are not allowed: function 'second' calls recursive function 'down'
int down(int n) { return up(n); }

export int first(int n) { return up(n); }
export int second(int n) { return down(n); }
// CHECK-NOT: error
