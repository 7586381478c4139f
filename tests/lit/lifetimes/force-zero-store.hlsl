// -force-zero-store-lifetimes: every marker becomes a store of zero, also
// from DXIL 1.6 where the intrinsics would otherwise stay.
// RUN: hlslc -T cs_6_6 -E main -force-zero-store-lifetimes %s | FileCheck %s
// CHECK: %[[A:.*]] = alloca [4 x i32], align 4
// CHECK: store [4 x i32] zeroinitializer, [4 x i32]* %[[A]]{{$}}
// CHECK: store [4 x i32] zeroinitializer, [4 x i32]* %[[A]]{{$}}
// CHECK-NOT: llvm.lifetime

RWBuffer<uint> b : register(u0);
[numthreads(4, 1, 1)]
void main(uint i : SV_GroupIndex) {
  uint t[4] = { 1, 2, 3, 4 };
  t[i & 1] = b[i];
  b[i] = t[i];
}
