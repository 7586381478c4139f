// Pixel shader: interpolated inputs, SV_IsFrontFace / SV_SampleIndex /
// SV_Coverage, discard and clip, derivatives, several render targets and
// SV_Depth.
cbuffer Material : register(b0) {
  float4 tint;
  float cutoff;
};

struct PSIn {
  float4 pos : SV_Position;
  centroid float2 uv : TEXCOORD0;
  nointerpolation uint id : ID;
  sample float3 n : NORMAL;
};

struct PSOut {
  float4 color : SV_Target0;
  float4 normal : SV_Target1;
  float depth : SV_Depth;
};

PSOut main(PSIn i, bool front : SV_IsFrontFace, uint si : SV_SampleIndex, uint cov : SV_Coverage) {
  if (i.uv.x > cutoff) discard;
  clip(i.n.z);
  PSOut o;
  float2 w = fwidth(i.uv);
  float3 n = front ? i.n : -i.n;
  o.color = tint * float4(w, ddx(i.uv.y), 1) + (i.id & 7) * 0.125;
  o.normal = float4(n * 0.5 + 0.5, (si + countbits(cov)) * 0.25);
  o.depth = i.pos.z;
  return o;
}
