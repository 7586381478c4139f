// -HV 202x (DXC's HLSL 202x; __HLSL_VERSION 2029): literals have C++'s
// types. 5.57 is a float, so the double it initializes is the float's
// value widened (0x401647AE20000000, where -HV 2021 keeps 5.57 exactly);
// an unsuffixed integer is an int, or int64_t when it does not fit, a hex
// one past int's range a uint. Constants as DXC folds them.
// RUN: hlslc -T cs_6_0 -E main -HV 202x %s | FileCheck %s
// RUN: hlslc -T cs_6_0 -E main -HV 2021 %s | FileCheck %s --check-prefix=HV2021

RWBuffer<float> F : register(u0);
RWBuffer<uint> U : register(u1);

[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  double d = 5.57;
  uint lo, hi;
  asuint(d, lo, hi);
  U[0] = lo;
  U[1] = __HLSL_VERSION;
  U[2] = (uint)(3000000000 >> 1);   // int64_t 3000000000 shifted
  F[0] = 1.0 / 3.0;
}

// CHECK: splitDouble.f64(i32 102, double 0x401647AE20000000)
// CHECK: i32 1, i32 undef, i32 2029,
// CHECK: i32 2, i32 undef, i32 1500000000,
// CHECK: float 0x3FD5555560000000
// HV2021: splitDouble.f64(i32 102, double 5.570000e+00)
// HV2021: i32 1, i32 undef, i32 2021,
