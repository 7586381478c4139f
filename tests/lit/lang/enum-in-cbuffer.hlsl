// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// An enum member of a constant buffer takes its underlying type's place
// (4 bytes for int), array sizes and case labels may be enumerators.

enum Count { N = 3 };
enum class Op : uint { Add, Mul };
cbuffer CB { Op op; uint pad; Count count; };
RWStructuredBuffer<uint> Out : register(u0);

// CHECK-LABEL: define void @main()
// CHECK: %[[ROW:[0-9]+]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 0)
// CHECK: extractvalue %dx.types.CBufRet.i32 %[[ROW]], 0
// CHECK: extractvalue %dx.types.CBufRet.i32 %{{[0-9]+}}, 2
[numthreads(1, 1, 1)]
void main() {
  uint a[N] = {1, 2, 3};
  uint r = 0;
  switch (op) {
  case Op::Add: r = a[0] + a[2]; break;
  case Op::Mul: r = a[1] * a[2]; break;
  }
  Out[0] = r + count;
}
