// A literal-int operation of constants and ?: converting to float or
// double is done in 32 bits and then converted (DXC's CodeGen): the
// 0x100000000 is cut to 0 before the conversion.
// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// CHECK-LABEL: define void @main()
// CHECK-NOT: {{ i64 }}
// CHECK: sitofp i32 %{{[0-9]+}} to float
// CHECK-NOT: {{ i64 }}
// CHECK: sitofp i32 %{{[0-9]+}} to double
// CHECK-NOT: {{ i64 }}
// CHECK: ret void

RWStructuredBuffer<float> f; RWStructuredBuffer<double> d;
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  bool c = i > 3, e = i > 7;
  f[0] = (c ? 1 : 2) + (e ? 0x100000000 : 3);
  d[0] = (c ? 1 : 2) + (e ? 0x100000000 : 3);
}
