// RUN: not hlslc -T cs_6_0 -E main -fno-caret-diagnostics %s 2>&1 | FileCheck %s
// Invalid Interlocked* destinations, with DXC's wording.

StructuredBuffer<uint> RO : register(t0);
RWBuffer<float> F : register(u0);
RWByteAddressBuffer B : register(u1);
groupshared uint G;

[numthreads(1, 1, 1)]
void main() {
  uint local = 0;
  // CHECK: atomics-errors.hlsl:[[@LINE+2]]:3: error: no matching function for call to 'InterlockedAdd' [HL4005]
  // CHECK: note: candidate function not viable: 1st argument ('const uint') would lose const qualifier
  InterlockedAdd(RO[0], 1);
  // CHECK: atomics-errors.hlsl:[[@LINE+2]]:3: error: no matching function for call to 'InterlockedOr' [HL4005]
  // CHECK: note: candidate function not viable: no known conversion from 'float' to 'unsigned int &' for 1st argument
  InterlockedOr(F[0], 1);
  // CHECK: atomics-errors.hlsl:[[@LINE+1]]:18: error: Atomic operation targets must be groupshared, Node Record or UAV [HL4005]
  InterlockedAdd(local, 1);
  // CHECK: atomics-errors.hlsl:[[@LINE+1]]:5: error: opcode '64-bit atomic operations' should only be used in 'Shader Model 6.6+' [HL4005]
  B.InterlockedAdd64(0, 1ull);
  InterlockedAdd(G, 1);
}
