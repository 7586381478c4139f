// RUN: hlslc -T vs_6_0 -E main -ast-dump %s | FileCheck %s
// A type named by a typedef prints the name, then the type it stands for
// (an array of it 'V [2]'); the typedef is then "referenced"; globals of it
// are const; arithmetic on it keeps the name.

// CHECK: TypedefDecl 0x{{[0-9a-f]+}} <{{.*}}:[[# @LINE + 1]]:1, col:26> col:26 referenced V 'vector<float, 4>':'vector<float, 4>'
typedef vector<float, 4> V;
// CHECK: TypedefDecl 0x{{[0-9a-f]+}} <line:[[# @LINE + 1]]:1, col:15> col:15 referenced F 'float'
typedef float F;

// CHECK: VarDecl 0x{{[0-9a-f]+}} <line:[[# @LINE + 1]]:1, col:3> col:3 used g 'const V':'const vector<float, 4>'
V g;

// CHECK: FunctionDecl 0x{{[0-9a-f]+}} <line:[[# @LINE + 3]]:1, line:[[# @LINE + 6]]:1> line:[[# @LINE + 3]]:3 main 'V (V, F [2])'
// CHECK-NEXT: ParmVarDecl 0x{{[0-9a-f]+}} <col:8, col:10> col:10 used a 'V':'vector<float, 4>'
// CHECK-NEXT: SemanticDecl
V main(V a : A, F f[2] : B) : SV_Position {
  // CHECK: BinaryOperator 0x{{[0-9a-f]+}} <col:10, col:21> 'V':'vector<float, 4>' '+'
  return a + g * f[1];
}
