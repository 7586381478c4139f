// RUN: hlslc -T vs_6_0 -E main -HV 2021 -ast-dump %s | FileCheck %s
// An enum class has the fixed type int (printed); naming an enumerator as
// E::A references the enum, and the DeclRefExpr's range ends at A.

// CHECK: EnumDecl 0x{{[0-9a-f]+}} <{{.*}}:[[# @LINE + 2]]:1, col:32> col:12 referenced class Food 'int'
// CHECK-NEXT: EnumConstantDecl 0x{{[0-9a-f]+}} <col:19> col:19 referenced Pizza 'Food'
enum class Food { Pizza, Pasta };

int eat(Food f) { return (int)f; }

float4 main() : SV_Position {
  // CHECK: DeclRefExpr 0x{{[0-9a-f]+}} <col:14, col:20> 'Food' EnumConstant 0x{{[0-9a-f]+}} 'Pizza' 'Food'
  return eat(Food::Pizza);
}
