// Textures and samplers in a compute shader: explicit-LOD sampling, gathers,
// loads (mips, multisampled, status), dimensions and RW texture stores.
Texture2D<float4> Albedo : register(t0);
Texture2DArray<float> Layers : register(t1);
TextureCube<float4> Sky : register(t2);
Texture2DMS<float4, 4> Msaa : register(t3);
Texture3D<uint> Volume : register(t4);
SamplerState Linear : register(s0);
SamplerComparisonState Shadow : register(s1);
RWTexture2D<float4> Output : register(u0);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  uint w, h, levels;
  Albedo.GetDimensions(0, w, h, levels);
  float2 uv = (id.xy + 0.5) / float2(w, h);
  float4 c = Albedo.SampleLevel(Linear, uv, 0);
  c += Albedo.GatherGreen(Linear, uv, int2(1, 0));
  c += Sky.SampleLevel(Linear, normalize(float3(uv, 1)), 2);
  c.x += Layers.SampleCmpLevelZero(Shadow, float3(uv, 1), 0.5);
  uint status;
  c += Albedo.Load(int3(id.xy, 1), int2(0, 1), status);
  if (!CheckAccessFullyMapped(status)) c = 0;
  c += Albedo.mips[levels - 1][uint2(0, 0)];
  c += Msaa.Load(id.xy, 2) + Msaa.sample[1][id.xy];
  c.w += Volume[uint3(id.xy, 0)];
  Output[id.xy] = c;
}
