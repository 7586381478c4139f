// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// SM 6.6 descriptor heaps: ResourceDescriptorHeap[i] / SamplerDescriptorHeap[i]
// converted to a resource type become createHandleFromHeap (sampler-heap
// flag from the type, non-uniform flag from NonUniformResourceIndex) and
// annotateHandle with the type's properties; a globallycoherent local sets
// the coherence bit (0x4000). Heap resources get no dx.resources records.

Texture2D<float4> T : register(t0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  RWTexture2D<float> a = ResourceDescriptorHeap[id.x];
  globallycoherent RWTexture2D<float> b = ResourceDescriptorHeap[NonUniformResourceIndex(id.y)];
  SamplerState s = SamplerDescriptorHeap[3];
  a[id.xy] = T.SampleLevel(s, float2(0, 0), 0).x;
  b[id.xy] = 1;
}

// CHECK: %[[A:[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %{{[0-9]+}}, i1 false, i1 false)
// CHECK: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[A]], %dx.types.ResourceProperties { i32 4098, i32 265 })
// CHECK: %[[B:[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %{{[0-9]+}}, i1 false, i1 true)
// CHECK: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[B]], %dx.types.ResourceProperties { i32 20482, i32 265 })
// CHECK: %[[S:[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 3, i1 true, i1 false)
// CHECK: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[S]], %dx.types.ResourceProperties { i32 14, i32 0 })
// CHECK: !dx.resources = !{![[RES:[0-9]+]]}
// CHECK: ![[RES]] = !{![[SRVS:[0-9]+]], null, null, null}
// CHECK: ![[SRVS]] = !{![[T:[0-9]+]]}
// Resource descriptor heap indexing (0x40000000) and sampler heap indexing (0x80000000).
// CHECK: !{i32 0, i64 3221225472,
