// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// A local copy of UAV data keeps its copy: the resource may be written
// between the copy and the reads (here it is).

// CHECK: alloca [4 x float]
// CHECK: call void @dx.op.bufferStore.f32(
// CHECK: load float, float*

struct Light { float4 m[4]; };
RWStructuredBuffer<Light> Lights;

[numthreads(1, 1, 1)]
void main(uint3 t : SV_DispatchThreadID) {
  Light l = Lights[t.x];
  Lights[t.x].m[0] = 0;
  Lights[t.y].m[1] = l.m[t.z & 3];
}
