// RUN: not hlslc -T cs_6_5 -E main %s 2>&1 | FileCheck %s --check-prefix=SM65
// RUN: not hlslc -T cs_6_7 -E main -D RANGE %s 2>&1 | FileCheck %s --check-prefix=SM67
// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s --check-prefix=OK
// [WaveSize(N)] needs SM 6.6 and a range SM 6.8, on the active entry.

// SM65: wavesize-shader-model.hlsl:[[# @LINE + 7]]:2: error: attribute wavesize requires shader model 6.6 or greater
// SM67: wavesize-shader-model.hlsl:[[# @LINE + 4]]:2: error: WaveSize only takes multiple arguments in Shader Model 6.8 or higher
// OK: !{i32 32}
RWBuffer<uint> Out : register(u0);
#ifdef RANGE
[WaveSize(16, 32)]
#else
[WaveSize(32)]
#endif
[numthreads(32, 1, 1)]
void main(uint i : SV_GroupIndex) { Out[i] = WaveGetLaneIndex(); }
