// RUN: hlslc -T cs_6_0 -E main -ast-dump %s | FileCheck %s
// A vector or matrix type spelled as a template (vector<uint, 2>) prints so,
// its element as written, the canonical type after it; DXC leaves such a
// global without the implicit const of globals (a float4 one has it).

// CHECK: VarDecl 0x{{[0-9a-f]+}} <{{.*}}:[[# @LINE + 1]]:1, col:18> col:18 used v 'vector<float, 4>':'vector<float, 4>'
vector<float, 4> v;
// CHECK: VarDecl 0x{{[0-9a-f]+}} <line:[[# @LINE + 1]]:1, col:19> col:19 used m 'matrix<int, 2, 2>':'matrix<int, 2, 2>'
matrix<int, 2, 2> m;
// CHECK: VarDecl 0x{{[0-9a-f]+}} <line:[[# @LINE + 1]]:1, col:17> col:17 used u 'vector<uint, 2>':'vector<unsigned int, 2>'
vector<uint, 2> u;
// CHECK: VarDecl 0x{{[0-9a-f]+}} <line:[[# @LINE + 1]]:1, col:8> col:8 used f 'const float4':'const vector<float, 4>'
float4 f;
// CHECK: VarDecl 0x{{[0-9a-f]+}} <line:[[# @LINE + 1]]:1, col:39> col:39 used o 'RWStructuredBuffer<vector<float, 4> >':'RWStructuredBuffer<vector<float, 4> >'
RWStructuredBuffer<vector<float, 4> > o;

[numthreads(1, 1, 1)]
void main() {
  // CHECK: VarDecl 0x{{[0-9a-f]+}} <col:3, col:23> col:19 used l 'vector<half, 3>':'vector<half, 3>' cinit
  vector<half, 3> l = 1;
  o[0] = v + m[0].xyxy + u.xyxy + f + l.xyzx;
}
