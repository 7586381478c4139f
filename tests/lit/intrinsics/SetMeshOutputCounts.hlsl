// SetMeshOutputCounts: its op in a mesh shader
// (CHECK lines: the DXIL operations and overloads DXC emits)
// RUN: hlslc -T ms_6_5 -E main -DT=float %s | FileCheck %s --check-prefix=CHECK
// CHECK: call void @dx.op.setMeshOutputCounts(i32 168

struct V { float4 pos : SV_Position; };
[outputtopology("triangle")] [numthreads(1, 1, 1)]
void main(out vertices V v[3], out indices uint3 t[1]) {
  SetMeshOutputCounts(3, 1);
  v[0].pos = 0; v[1].pos = 1; v[2].pos = 2; t[0] = uint3(0, 1, 2);
}
