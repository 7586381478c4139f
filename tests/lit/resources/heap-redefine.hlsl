// RUN: hlslc -T ps_6_5 %s | FileCheck %s
// RUN: not hlslc -T ps_6_6 %s 2>&1 | FileCheck %s --check-prefix=SM66
// Before SM 6.6 the heap names are the program's to use; from 6.6 they are
// declared by the compiler and cannot be redefined.

// SM66: [[# @LINE + 1]]:18: error: redefinition of 'ResourceDescriptorHeap' with a different type: 'Texture2D<float> []' vs '.Resource'
Texture2D<float> ResourceDescriptorHeap[] : register(t0);
// SM66: [[# @LINE + 1]]:14: error: redefinition of 'SamplerDescriptorHeap' with a different type: 'SamplerState []' vs '.Sampler'
SamplerState SamplerDescriptorHeap[] : register(s0);

uint ID;
// CHECK-NOT: descriptor heap indexing
// CHECK: define void @main()
// CHECK: @dx.op.sample.f32(i32 60
float main(float4 pos : SV_Position) : SV_Target {
  Texture2D<float> tex = ResourceDescriptorHeap[ID];
  SamplerState samp = SamplerDescriptorHeap[ID];
  return tex.Sample(samp, pos.xy);
}
