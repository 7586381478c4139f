// When lifetime markers give the function cleanups (a return leaves the
// scope of a local), DXC skips structurize-returns for it with a warning
// (group structurize-exits-lifetime-markers-conflict); without markers, or
// with only their starts (partial-lifetime-markers), it is structurized.
// RUN: hlslc -T cs_6_6 -E main -opt-enable structurize-returns -fcgl %s 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: hlslc -T cs_6_6 -E main -opt-enable structurize-returns -Wno-structurize-exits-lifetime-markers-conflict -fcgl %s 2>&1 | FileCheck %s --check-prefix=QUIET
// RUN: hlslc -T cs_6_6 -E main -opt-enable structurize-returns -disable-lifetime-markers -fcgl %s 2>&1 | FileCheck %s --check-prefix=ON
// RUN: hlslc -T cs_6_6 -E main -opt-enable structurize-returns -opt-enable partial-lifetime-markers -fcgl %s 2>&1 | FileCheck %s --check-prefix=ON
// WARN: lifetime-conflict.hlsl:[[@LINE+8]]:6: warning: structurize-returns skipped function 'main' due to incompatibility with lifetime markers. Use -disable-lifetime-markers to enable structurize-exits on this function.
// WARN-NOT: bReturned
// QUIET-NOT: warning
// QUIET-NOT: bReturned
// ON: %bReturned = alloca i1

RWBuffer<uint> o;
[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  if (i < 10) {
    uint t = o[i];
    if (t == 0) return;
    o[i] = t + 1;
    if (t == 5) return;
    o[i + 1] = t;
  }
  o[0] = 3;
}
