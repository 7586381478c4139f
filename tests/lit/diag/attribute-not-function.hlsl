// RUN: not hlslc -T cs_6_0 %s -Fo %t.dxil 2>&1 | FileCheck %s
// A function's attribute ([numthreads], [shader], [RootSignature], ...) on a
// struct or a variable, global or local, is an error (DXC: "attribute is
// valid only on functions"); other attributes there are warned about and
// ignored.

// CHECK: attribute-not-function.hlsl:[[# @LINE + 1]]:9: error: attribute is valid only on functions
struct [numthreads(1, 1, 1)] S { float a; };
// CHECK: [[# @LINE + 1]]:2: error: attribute is valid only on functions
[shader("compute")] static int g = 1;
// CHECK: [[# @LINE + 1]]:2: warning: unknown attribute 'foo' ignored
[foo] static int h = 2;

RWBuffer<int> o;
[numthreads(1, 1, 1)]
void main() {
  // CHECK: [[# @LINE + 1]]:4: error: attribute is valid only on functions
  [RootSignature("")] int w = g + h;
  o[0] = w;
}
