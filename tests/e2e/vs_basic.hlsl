// Vertex shader: struct input and output, system values, interpolation
// modifiers, an out parameter, clip/cull distances, a constant buffer.
cbuffer Params : register(b0) {
  float4 offset;
  float scale;
};

struct VSIn {
  float3 pos : POSITION;
  float2 uv : TEXCOORD0;
  float3 normal : NORMAL;
  uint vid : SV_VertexID;
  uint inst : SV_InstanceID;
};

struct VSOut {
  float4 pos : SV_Position;
  float2 uv : TEXCOORD0;
  nointerpolation uint id : ID;
  noperspective float3 n : NORMAL;
  float clip : SV_ClipDistance0;
};

VSOut main(VSIn i, out float fog : FOG) {
  VSOut o;
  o.pos = float4(i.pos * scale, 1) + offset;
  o.uv = i.uv;
  o.id = i.vid + i.inst * 3;
  o.n = normalize(i.normal);
  o.clip = dot(o.pos, float4(0, 1, 0, 0.5));
  fog = saturate(o.pos.z * 0.01);
  return o;
}
