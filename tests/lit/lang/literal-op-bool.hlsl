// A literal operation tested as a bool is tested at 64 bits: c ? 1 : 2 plus
// 0x100000000 is never zero (it would be 1 or 2 cut to 32 bits, also
// nonzero, but here the test folds to true in both arms).
// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// CHECK-LABEL: define void @main()
// CHECK-NOT: {{ i64 }}
// CHECK: icmp ne i32 %{{[0-9]+}}, 0
// CHECK-NOT: {{ i64 }}
// CHECK: ret void

RWStructuredBuffer<int> o;
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  bool c = i > 3;
  o[0] = ((c ? 1 : 2) * 0x100000000) && i;
}
