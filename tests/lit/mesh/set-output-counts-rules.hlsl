// RUN: not hlslc -T ms_6_5 -E main %s 2>&1 | FileCheck %s
// DXC's validator rules for a mesh shader: SetMeshOutputCounts is called at
// most once, and every output write (vertices, primitives, indices) comes
// after a SetMeshOutputCounts that dominates it. Such a shader is refused,
// not compiled into a container the runtime rejects.

// CHECK: error: validation errors
// CHECK: 25:5: error: SetMeshOUtputCounts cannot be called multiple times.
// CHECK: error: Non-Dominating SetMeshOutputCounts call.

struct V { float4 pos : SV_Position; };

[outputtopology("triangle")]
[numthreads(3, 1, 1)]
void main(uint tid : SV_GroupThreadID, out vertices V verts[3], out indices uint3 tris[1]) {
  if (tid == 0) {
    SetMeshOutputCounts(3, 1);
    verts[0].pos = float4(0, 0, 0, 1);
  } else {
    verts[tid].pos = float4(1, 1, 0, 1);
  }
  if (tid == 1)
    tris[0] = uint3(0, 1, 2);
  else
    SetMeshOutputCounts(3, 1);
}
