// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// Initializer lists give the named bit-fields in order (unnamed ones are
// skipped and zero), casts of a scalar set every bit-field, and a constant
// buffer member's bit-fields are read from its storage unit.

struct Bork { uint f1 : 3; uint f2 : 30; };
struct Flags { uint a : 4; uint : 4; uint b : 8; };
struct B2 { bool b1 : 1; bool b2 : 7; };
struct P { uint l; uint k : 6, i : 15, j : 11; };
cbuffer CB : register(b0) { P cp; };
RWStructuredBuffer<uint> Out : register(u0);

// CHECK-LABEL: define void @main()
// CHECK: i32 0, i32 0, i32 934,
// CHECK: i32 1, i32 0, i32 3077,
// CHECK: i32 2, i32 0, i32 1,
// CHECK: %[[ROW:[0-9]+]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 0)
// CHECK: %[[U:[0-9]+]] = extractvalue %dx.types.CBufRet.i32 %[[ROW]], 1
// CHECK: %[[S:[0-9]+]] = lshr i32 %[[U]], 6
// CHECK: and i32 %[[S]], 32767
[numthreads(1, 1, 1)]
void main() {
  Bork b = {7, 927};
  Out[0] = b.f1 + b.f2;
  Flags f = {5, 12};
  Out[1] = f.a + (f.b << 8);
  B2 q = (B2)1;
  Out[2] = q.b2;
  Out[3] = cp.i;
}
