// A flag carried around a loop that is undefined on entry and only ever
// set to false is false (SCCP): the branch it guards goes, and the
// resource read only there leaves the container, as DXC removes it.
// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// CHECK-NOT: Clusters
// CHECK: createHandle(i32 57, i8 0, i32 0, i32 1,
// CHECK-NOT: Clusters

struct Hit { float d; bool clustered; };
StructuredBuffer<uint> Clusters : register(t0);
Buffer<float> Tris : register(t1);
RWBuffer<uint> Out : register(u0);
cbuffer C : register(b0) { uint n; };

[numthreads(64, 1, 1)]
void main(uint id : SV_DispatchThreadID) {
  Hit best;
  best.d = 1e30;
  for (uint i = 0; i < n; i++) {
    float d = Tris[i];
    if (d < best.d) {
      best.d = d;
      best.clustered = false;
    }
  }
  uint r = 0;
  if (best.clustered)
    r = Clusters[id];
  Out[id] = r + (uint)best.d;
}
