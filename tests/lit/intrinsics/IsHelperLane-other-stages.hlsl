// IsHelperLane outside pixel shaders: no helper lanes there. From SM 6.6 the
// op is kept at -Od and folded to false by the optimiser; before 6.6 DXC
// replaces it with false at every optimisation level.
// RUN: hlslc -T cs_6_6 -E main -Od %s | FileCheck %s --check-prefix=KEEP
// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s --check-prefix=FOLD
// RUN: hlslc -T cs_6_5 -E main -Od %s | FileCheck %s --check-prefix=FOLD
// KEEP: call i1 @dx.op.isHelperLane.i1(i32 221)
// FOLD-NOT: isHelperLane
// FOLD: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 undef, i32 0,

RWBuffer<uint> b : register(u1);
[numthreads(1, 1, 1)]
void main() {
  b[0] = IsHelperLane();
}
