// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// RUN: hlslc -T cs_6_8 -E main %s | FileCheck %s --check-prefix=SM68
// RUN: not hlslc -T cs_6_2 -E main %s -Fo %t 2>&1 | FileCheck %s --check-prefix=ERR
// [WaveSize(N)] becomes the entry's "hlsl.wavesize" and the wave-size entry
// property: tag 11 with {N} before SM 6.8, tag 23 with {min, max, pref} from 6.8.

RWStructuredBuffer<uint> Out : register(u0);

// CHECK: !{i32 0, i64 {{[0-9]+}}, i32 4, !{{[0-9]+}}, i32 11, ![[W:[0-9]+]]}
// CHECK: ![[W]] = !{i32 64}
// SM68: !{i32 0, i64 {{[0-9]+}}, i32 4, !{{[0-9]+}}, i32 23, ![[W:[0-9]+]]}
// SM68: ![[W]] = !{i32 64, i32 0, i32 0}
// ERR: error: attribute wavesize requires shader model 6.6 or greater
[WaveSize(64)]
[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex) {
  Out[gi] = WaveGetLaneIndex();
}
