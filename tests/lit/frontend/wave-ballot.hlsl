// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// WaveActiveBallot returns uint4: the op's %dx.types.fouri32 result is
// read with extractvalue.

RWStructuredBuffer<uint4> Out : register(u0);

// CHECK: %[[B:[0-9]+]] = call %dx.types.fouri32 @dx.op.waveActiveBallot(i32 116, i1 %{{[0-9]+}})
// CHECK-DAG: extractvalue %dx.types.fouri32 %[[B]], 0
// CHECK-DAG: extractvalue %dx.types.fouri32 %[[B]], 3
[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex) {
  Out[gi] = WaveActiveBallot(gi > 7);
}
