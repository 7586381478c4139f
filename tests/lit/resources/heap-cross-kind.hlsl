// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// RUN: hlslc -T cs_6_6 -E main %s -Fo %t.dxil
// Either descriptor heap gives any resource type: a sampler from
// ResourceDescriptorHeap, a texture from SamplerDescriptorHeap. The heap, not
// the type, is CreateHandleFromHeap's samplerHeap operand and sets the
// shader flag (DXC's rule).

RWBuffer<float> Out : register(u0);

// CHECK-DAG: Resource descriptor heap indexing
// CHECK-DAG: Sampler descriptor heap indexing
[numthreads(1, 1, 1)]
void main(uint i : SV_GroupIndex) {
  // CHECK: createHandleFromHeap(i32 218, i32 %{{[0-9]+}}, i1 false, i1 false)
  // CHECK-NEXT: annotateHandle{{.*}}resource: SamplerState
  SamplerState s = ResourceDescriptorHeap[i];
  // CHECK: createHandleFromHeap(i32 218, i32 %{{[0-9]+}}, i1 true, i1 false)
  // CHECK-NEXT: annotateHandle{{.*}}resource: Texture2D<F32>
  Texture2D<float> t = SamplerDescriptorHeap[i + 1];
  Out[0] = t.SampleLevel(s, float2(0, 0), 0);
}
