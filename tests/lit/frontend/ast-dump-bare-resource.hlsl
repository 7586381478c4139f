// RUN: hlslc -T cs_6_0 -E main -ast-dump %s | FileCheck %s
// A resource type written without template arguments (its element is the
// default float4) prints as written, 'Texture2D', with the canonical type
// after it; in an array type only the written spelling is printed.

// CHECK: VarDecl 0x{{[0-9a-f]+}} <{{.*}}:[[# @LINE + 1]]:1, col:11> col:11 used t 'Texture2D':'Texture2D<vector<float, 4> >'
Texture2D t;
// CHECK: VarDecl 0x{{[0-9a-f]+}} <line:[[# @LINE + 1]]:1, col:11> col:8 used b 'Buffer [2]'
Buffer b[2];
// CHECK: VarDecl 0x{{[0-9a-f]+}} <line:[[# @LINE + 1]]:1, col:19> col:19 used u 'Texture2D<float4>':'Texture2D<vector<float, 4> >'
Texture2D<float4> u;
RWStructuredBuffer<float4> o;

// CHECK: FunctionDecl 0x{{[0-9a-f]+}} <line:[[# @LINE + 2]]:1, col:56> col:8 used get 'float4 (Texture2D [2])'
// CHECK-NEXT: ParmVarDecl 0x{{[0-9a-f]+}} <col:12, col:25> col:22 used f 'Texture2D [2]'
float4 get(Texture2D f[2]) { return f[1][uint2(0, 0)]; }

[numthreads(1, 1, 1)]
void main() {
  Texture2D arr[2] = { t, u };
  // CHECK: ArraySubscriptExpr 0x{{[0-9a-f]+}} <col:10, col:13> 'Buffer':'Buffer<vector<float, 4> >'
  o[0] = b[1].Load(0) + get(arr);
}
