// Below SM 6.6 lifetime markers are off unless -enable-lifetime-markers;
// DXIL before 1.6 has no lifetime intrinsics, so each marker becomes a store
// of undef to the object (of zero when the validator is older than 1.6, which
// rejects undef stores), as DXC's DxilFinalizeModule does.
// RUN: hlslc -T cs_6_5 -E main %s | FileCheck %s --check-prefix=OFF
// RUN: hlslc -T cs_6_5 -E main -enable-lifetime-markers %s | FileCheck %s --check-prefix=UNDEF
// RUN: hlslc -T cs_6_5 -E main -enable-lifetime-markers -validator-version 1.5 %s | FileCheck %s --check-prefix=ZERO
// RUN: hlslc -T cs_6_5 -E main -enable-lifetime-markers -Fo %t.dxil %s
// OFF-NOT: store [4 x i32]
// OFF-NOT: llvm.lifetime
// UNDEF: %[[A:.*]] = alloca [4 x i32], align 4
// UNDEF: store [4 x i32] undef, [4 x i32]* %[[A]]{{$}}
// UNDEF: store [4 x i32] undef, [4 x i32]* %[[A]]{{$}}
// UNDEF-NOT: llvm.lifetime
// ZERO: %[[A:.*]] = alloca [4 x i32], align 4
// ZERO: store [4 x i32] zeroinitializer, [4 x i32]* %[[A]]{{$}}
// ZERO: store [4 x i32] zeroinitializer, [4 x i32]* %[[A]]{{$}}
// ZERO-NOT: llvm.lifetime

RWBuffer<uint> b : register(u0);
[numthreads(4, 1, 1)]
void main(uint i : SV_GroupIndex) {
  uint t[4] = { 1, 2, 3, 4 };
  t[i & 1] = b[i];
  b[i] = t[i];
}
