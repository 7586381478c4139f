// RUN: hlslc -T cs_6_0 -E main %s -fcgl | FileCheck %s
// switch: an IR switch with one block per label, C fallthrough, break to the
// epilog.

RWStructuredBuffer<int> Out : register(u0);

// CHECK: switch i32 %{{[0-9]+}}, label %sw.default [
// CHECK-NEXT: i32 0, label %sw.bb
// CHECK-NEXT: i32 1, label %sw.bb1
// CHECK-NEXT: i32 5, label %sw.bb2
// CHECK-NEXT: ]
// CHECK: sw.bb:
// CHECK: br label %sw.bb1
// CHECK: sw.bb1:
// CHECK: br label %sw.epilog
// CHECK: sw.bb2:
// CHECK: br label %sw.epilog
// CHECK: sw.default:
// CHECK: br label %sw.epilog
// CHECK: sw.epilog:

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  int r = 0;
  switch (id.x & 7) {
  case 0: r = 10;
  case 1: r += 1; break;
  case 5: r = 5; break;
  default: r = -1; break;
  }
  Out[id.x] = r;
}
