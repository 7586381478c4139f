// Stores to writable multisampled textures need TextureStoreSample, which
// shader model 6.7 brings (DXC's validator).
// RUN: not hlslc -T cs_6_6 -E main %s 2>&1 | FileCheck %s
// CHECK: error: Opcode TextureStoreSample not valid in shader model cs_6_6.
RWTexture2DMS<float4> rw;
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  rw.sample[1][uint2(i, 1)] = 1;
}
