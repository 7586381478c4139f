// Amplification shader: cull, compact into a groupshared payload, dispatch.
struct Pay { uint base; uint ids[32]; };
groupshared Pay pay;
StructuredBuffer<float4> Spheres : register(t0);
cbuffer Cull : register(b0) { float4 Plane; uint Count; };

[numthreads(32, 1, 1)]
void main(uint dtid : SV_DispatchThreadID, uint gtid : SV_GroupThreadID, uint gid : SV_GroupID) {
  bool visible = false;
  if (dtid < Count) {
    float4 s = Spheres[dtid];
    visible = dot(float4(s.xyz, 1), Plane) > -s.w;
  }
  if (visible) pay.ids[WavePrefixCountBits(visible)] = dtid;
  if (gtid == 0) pay.base = gid * 32;
  DispatchMesh(WaveActiveCountBits(visible), 1, 1, pay);
}
