// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// A library function returning a struct or an array returns it through its
// first parameter, marked as clang marks it (noalias sret; nocapture
// inferred); a returned array mangles with $$B before its type.

// CHECK: define void @"\01?getA@@YA$$BY01HXZ"([2 x i32]* noalias nocapture sret %agg.result)
// CHECK: store i32 1, i32* %{{[0-9]+}}
// CHECK: define void @"\01?mk@@YA?AUS@@M@Z"(%struct.S* noalias nocapture sret %agg.result, float %x)

struct S { float a; int b; };

export int getA()[2] {
  int r[2] = { 1, 2 };
  return r;
}

export S mk(float x) {
  S s;
  s.a = x;
  s.b = 2;
  return s;
}
