// RUN: not hlslc -T cs_6_6 -E main %s 2>&1 | FileCheck %s
// Two [WaveSize] with different values conflict: clang keeps the last one
// written and reports the others against it; equal ones are fine.

// CHECK: wavesize-conflict.hlsl:[[# @LINE + 1]]:2: error: shader attribute type 'wavesize' conflicts with shader attribute type 'wavesize'
[WaveSize(16)]
[WaveSize(32)]
[WaveSize(32)]
// CHECK: wavesize-conflict.hlsl:[[# @LINE - 1]]:2: note: conflicting attribute is here
// CHECK-NOT: error
[numthreads(32, 1, 1)]
void main() {}
