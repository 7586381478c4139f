// RUN: not hlslc -T cs_6_0 -E main -fno-caret-diagnostics %s 2>&1 | FileCheck %s
// An initializer list must give resources of the struct's resource types
// exactly where the struct has them (DXC: "type mismatch").

RWBuffer<uint> G[4] : register(u0);
Buffer<uint> T : register(t1);
struct S { RWBuffer<uint> R; uint k; };

[numthreads(1,1,1)]
void main(uint i : SV_GroupIndex) {
  // CHECK: initlist-resource-mismatch.hlsl:[[@LINE+1]]:9: error: type mismatch [HL4014]
  S s = {T, 3};
  // CHECK: initlist-resource-mismatch.hlsl:[[@LINE+1]]:9: error: type mismatch [HL4014]
  S t = {3, G[0]};
  s.R[i] = s.k;
}
