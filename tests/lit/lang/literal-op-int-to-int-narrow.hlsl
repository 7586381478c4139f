// A literal-int operation converting to a 32-bit type is redone in 32 bits
// from its operands cut to 32 bits (DXC's CalcHLSLLiteralToLowestPrecision):
// a division or right shift sees the cut operands, not the 64-bit value
// cut afterwards (0x100000000 / 2 is 0, 0xFFFFFFFF >> 1 an arithmetic
// shift of -1).
// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// CHECK-LABEL: define void @main()
// CHECK-NOT: {{ i64 }}
// CHECK: rawBufferStore.i32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, i32 0,
// CHECK-NOT: {{ i64 }}
// CHECK: select i1 %{{[0-9]+}}, i32 -1, i32 1
// CHECK-NOT: {{ i64 }}
// CHECK: ret void

RWStructuredBuffer<int> o; RWStructuredBuffer<uint> u;
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  bool c = i > 3;
  o[0] = (c ? 0x100000000 : 0x200000000) / 2;
  u[0] = (c ? 0xFFFFFFFF : 2) >> 1;
}
