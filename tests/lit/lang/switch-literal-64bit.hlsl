// RUN: hlslc -T cs_6_6 -E main %s 2>&1 | FileCheck %s
// A switch on a literal int compares its 64-bit value (DXC keeps the
// condition a literal): switch (0x100000001) does not take case 1, and a
// case value converts to the condition's type without -Wconstant-conversion.
// CHECK-NOT: warning
// CHECK: rawBufferStore.i32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 1, i32 0, i32 6,
// CHECK: select i1 %{{[0-9]+}}, i64 4294967297, i64 4294967298
// CHECK: i64 4294967298, label
// CHECK: switch i32 %{{[0-9]+}}, label %{{[0-9]+}} [
// CHECK-NEXT: i32 3, label
RWStructuredBuffer<int> o;
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  switch (0x100000001) { case 1: o[1] = 5; break; default: o[1] = 6; }
  bool c = i > 3;
  switch ((c ? 1 : 2) + 0x100000000) { case 1: o[2] = 5; break; case 0x100000002: o[2] = 7; break; default: o[2] = 6; }
  switch (i) { case 0x100000003: o[3] = 1; break; default: o[3] = 2; }
}
