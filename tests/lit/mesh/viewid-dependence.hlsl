// RUN: hlslc -T ms_6_5 -E main %s | FileCheck %s
// RUN: hlslc -T ms_6_5 -E main -DCONTROL %s | FileCheck %s --check-prefix=CONTROL
// A mesh shader's ViewID state: vertex and primitive outputs whose values
// (or whose stores' conditions) depend on SV_ViewID are marked, from
// storeVertexOutput / storePrimitiveOutput (DXC's validator recomputes it
// and rejects a container that disagrees).

struct V {
  float4 position : SV_Position;
  float color[4] : COLOR;
};
struct P {
  float normal : NORMAL;
  int layer : LAYER;
};

[numthreads(32, 1, 1)]
[outputtopology("triangle")]
void main(out indices uint3 tris[16], out vertices V verts[32], out primitives P prims[16],
          in uint tig : SV_GroupIndex, in uint vid : SV_ViewID) {
  SetMeshOutputCounts(32, 16);
  V v;
  v.position = float4(1, 2, 3, 4);
  v.color[0] = 1;
  v.color[1] = 2;
  v.color[2] = vid;
  v.color[3] = 4;
  verts[tig] = v;
#ifdef CONTROL
  if (vid % 3) {
#else
  if (tig % 3) {
#endif
    tris[tig / 3] = uint3(tig, tig + 1, tig + 2);
    P p;
    p.normal = 1;
    p.layer = tig + vid;
    prims[tig / 3] = p;
  }
}

// CHECK: ; Number of inputs: 0, outputs: 17, primitive outputs: 2
// CHECK-NEXT: ; Outputs dependent on ViewId: { 12 }
// CHECK-NEXT: ; Primitive Outputs dependent on ViewId: { 1 }
// CONTROL: ; Number of inputs: 0, outputs: 17, primitive outputs: 2
// CONTROL-NEXT: ; Outputs dependent on ViewId: { 12 }
// CONTROL-NEXT: ; Primitive Outputs dependent on ViewId: { 0, 1 }
