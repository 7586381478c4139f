// RUN: hlslc -T lib_6_6 -HV 2021 -ast-dump %s | FileCheck %s
// RUN: hlslc -T lib_6_6 -HV 2021 %s -Vd -fcgl | FileCheck %s -check-prefix=IR
// A class prints with its tag `class` (and its IR type is %class.C); a
// member of a base reached from a derived object is clang's
// derived-to-base conversion of it, and Base::m's range ends at m.

// CHECK: CXXRecordDecl 0x{{[0-9a-f]+}} <{{.*}}:[[# @LINE + 2]]:1, line:[[# @LINE + 4]]:1> line:[[# @LINE + 2]]:7 referenced class array definition
// CHECK-NEXT: CXXRecordDecl 0x{{[0-9a-f]+}} <col:1, col:7> col:7 implicit class array
class array {
  float mArr[4];
};

// CHECK: CXXMethodDecl {{.*}} used test 'float ()'
// CHECK: ImplicitCastExpr 0x{{[0-9a-f]+}} <col:25, col:32> 'float [4]' <LValueToRValue>
// CHECK-NEXT: MemberExpr 0x{{[0-9a-f]+}} <col:25, col:32> 'float [4]' lvalue .mArr 0x{{[0-9a-f]+}}
// CHECK-NEXT: ImplicitCastExpr 0x{{[0-9a-f]+}} <col:25> 'array' lvalue <UncheckedDerivedToBase (array)>
// CHECK-NEXT: CXXThisExpr 0x{{[0-9a-f]+}} <col:25> 'array_ext' lvalue this
class array_ext : array {
  float test() { return array::mArr[0]; }
};

// CHECK: MemberExpr 0x{{[0-9a-f]+}} <col:10, col:15> 'float [4]' lvalue .mArr
// CHECK-NEXT: ImplicitCastExpr 0x{{[0-9a-f]+}} <col:10> 'array' lvalue <UncheckedDerivedToBase (array)>
// CHECK-NEXT: DeclRefExpr 0x{{[0-9a-f]+}} <col:10> 'array_ext' lvalue Var 0x{{[0-9a-f]+}} 'arr1' 'array_ext'
// IR: %class.array_ext = type { %class.array }
export float fn() {
  array_ext arr1;
  return arr1.mArr[1] + arr1.test();
}
