// RUN: not hlslc -T ms_6_5 -E main -fno-caret-diagnostics %s 2>&1 | FileCheck %s
// RUN: not hlslc -T as_6_5 -E amp -fno-caret-diagnostics %s 2>&1 | FileCheck %s --check-prefix=AS
// A mesh or amplification shader's thread group holds at most 128 threads,
// each size in [1..128] (the validator's limits, DXC's words).

struct V { float4 p : SV_Position; };

// CHECK: err-group-size-128.hlsl:[[@LINE+3]]:6: error: Declared Thread Group Count 192 (X*Y*Z) is beyond the valid maximum of 128.
[numthreads(16, 12, 1)]
[outputtopology("triangle")]
void main(out vertices V v[3], out indices uint3 t[1]) {
  SetMeshOutputCounts(3, 1);
}

struct P { uint x; };
// AS: err-group-size-128.hlsl:[[@LINE+3]]:6: error: Declared Thread Group X size 256 outside valid range [1..128].
// AS: err-group-size-128.hlsl:[[@LINE+2]]:6: error: Declared Thread Group Count 256 (X*Y*Z) is beyond the valid maximum of 128.
[numthreads(256, 1, 1)]
void amp() {
  P p;
  p.x = 0;
  DispatchMesh(1, 1, 1, p);
}
