// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// RUN: not hlslc -T cs_6_0 -E main -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: hlslc -T cs_6_0 -E main -ast-dump %s | FileCheck %s --check-prefix=AST
// An unnamed struct declared by a typedef takes the typedef's name (C++'s
// typedef name for linkage): diagnostics and DXIL type names say S.

typedef struct { float a; } S;
S g;
RWStructuredBuffer<S> Out : register(u0);

// CHECK: %"class.RWStructuredBuffer<S>" = type { %struct.S }
// AST: CXXRecordDecl {{.*}} <{{.*}}:7:9, col:27> col:9 struct definition
// AST-NEXT: FieldDecl
// AST-NEXT: TypedefDecl {{.*}} referenced S 'struct S':'S'
[numthreads(1, 1, 1)]
void main() {
  S s = g;
  s.a += 1;
  Out[0] = s;
#ifdef BAD
  // BAD: typedef-anonymous-struct-name.hlsl:[[# @LINE + 1]]:13: error: cannot initialize a variable of type 'float' with an lvalue of type 'S'
  float x = s;
#endif
}
