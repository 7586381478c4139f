// Domain shader: triangle patches, barycentric interpolation of the
// control points (SV_DomainLocation), patch constants (tess factors and a
// per-patch value) read as inputs, and a displacement from a texture.
Texture2D<float> Height : register(t0);
SamplerState Samp : register(s0);

cbuffer Frame : register(b0) {
  float4x4 viewProj;
  float displace;
};

struct CP {
  float3 pos : POSITION;
  float2 uv : TEXCOORD0;
};

struct PatchIn {
  float edge[3] : SV_TessFactor;
  float inside : SV_InsideTessFactor;
  nointerpolation uint id : PATCHID;
};

struct DOut {
  float4 pos : SV_Position;
  float2 uv : TEXCOORD0;
  nointerpolation uint id : PATCHID;
};

[domain("tri")]
DOut main(PatchIn pc, float3 bary : SV_DomainLocation, const OutputPatch<CP, 3> p,
          uint prim : SV_PrimitiveID) {
  DOut o;
  float3 pos = p[0].pos * bary.x + p[1].pos * bary.y + p[2].pos * bary.z;
  float2 uv = p[0].uv * bary.x + p[1].uv * bary.y + p[2].uv * bary.z;
  pos.y += Height.SampleLevel(Samp, uv, 0) * displace * pc.edge[1];
  o.pos = mul(viewProj, float4(pos, 1));
  o.uv = uv * pc.inside;
  o.id = pc.id + prim;
  return o;
}
