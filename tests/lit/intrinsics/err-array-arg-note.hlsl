// RUN: not hlslc -T cs_6_0 -E main %s 2>&1 | FileCheck %s
// An array is no argument of a scalar/vector/matrix intrinsic parameter;
// the candidate note names the parameter with the array's element type
// (a struct argument leaves DXC's default 'float').

struct S { int a; };
RWStructuredBuffer<int> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
  int a[7] = (int[7])0;
  bool b[6] = (bool[6])0;
  S s = (S)0;
  // CHECK: err-array-arg-note.hlsl:[[# @LINE + 4]]:12: error: no matching function for call to 'any'
  // CHECK-NEXT: Out[0] = any(a);
  // CHECK-NEXT: {{ +\^}}
  // CHECK-NEXT: err-array-arg-note.hlsl:[[# @LINE + 1]]:12: note: candidate function not viable: no known conversion from 'int [7]' to 'int' for 1st argument
  Out[0] = any(a);
  // CHECK: note: candidate function not viable: no known conversion from 'bool [6]' to 'bool' for 1st argument
  Out[1] = all(b);
  // CHECK: note: candidate function not viable: no known conversion from 'S' to 'float' for 1st argument
  Out[2] = any(s);
}
