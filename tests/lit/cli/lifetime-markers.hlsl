// -disable-lifetime-markers: the output has no llvm.lifetime markers (hlslc
// emits none); -enable-lifetime-markers is refused: hlslc cannot emit them.
// RUN: hlslc -T cs_6_6 -E main -disable-lifetime-markers %s | FileCheck %s
// RUN: not hlslc -T cs_6_6 -E main -enable-lifetime-markers %s 2>&1 | FileCheck %s --check-prefix=EN
// CHECK-NOT: llvm.lifetime
// CHECK: define void @main()
// CHECK-NOT: llvm.lifetime
// EN: hlslc: error: option '-enable-lifetime-markers' is not supported

RWBuffer<uint> b : register(u0);
[numthreads(4, 1, 1)]
void main(uint i : SV_GroupIndex) {
  uint t[4] = { 1, 2, 3, 4 };
  b[i] = t[i];
}
