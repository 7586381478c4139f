// Inside a member function, Base::m and S::m name the (inherited) data
// member m of the object, as in C++.
// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float 1.100000e+01)

class array { float mArr[4]; };
class array_ext : array {
  float k;
  float test() { return array::mArr[1] + array_ext::k; }
};

float main() : SV_Target {
  array_ext a;
  a.mArr[1] = 4;
  a.k = 7;
  return a.test();
}
