// -opt-enable partial-lifetime-markers: only llvm.lifetime.start is emitted
// (DXC's EmitLifetimeStart then returns no size, so no cleanup ends the
// lifetime); -opt-disable keeps the default, both markers.
// RUN: hlslc -T cs_6_6 -E main -opt-enable partial-lifetime-markers -fcgl %s | FileCheck %s --check-prefix=PARTIAL
// RUN: hlslc -T cs_6_6 -E main -opt-disable partial-lifetime-markers -fcgl %s | FileCheck %s --check-prefix=FULL
// PARTIAL: call void @llvm.lifetime.start(i64 16, ptr %t)
// PARTIAL-NOT: llvm.lifetime.end
// FULL: call void @llvm.lifetime.start(i64 16, ptr %t)
// FULL: call void @llvm.lifetime.end(i64 16, ptr %t)

RWBuffer<uint> b : register(u0);
[numthreads(4, 1, 1)]
void main(uint i : SV_GroupIndex) {
  if (i > 2) {
    uint t[4] = { 1, 2, 3, 4 };
    if (b[i] == 0) return;
    b[i] = t[i];
  }
}
