// Geometry shader: a triangle in, two triangles out (the second offset and
// written to another render-target slice), with SV_PrimitiveID and
// SV_GSInstanceID.
cbuffer Params : register(b0) {
  float4 offset;
};

struct VOut {
  float4 pos : SV_Position;
  float2 uv : TEXCOORD0;
  nointerpolation uint id : ID;
};

struct GOut {
  float4 pos : SV_Position;
  float2 uv : TEXCOORD0;
  nointerpolation uint id : ID;
  uint slice : SV_RenderTargetArrayIndex;
};

[maxvertexcount(6)]
[instance(2)]
void main(triangle VOut tri[3], uint prim : SV_PrimitiveID, uint inst : SV_GSInstanceID,
          inout TriangleStream<GOut> stream) {
  for (uint copy = 0; copy < 2; copy++) {
    for (uint i = 0; i < 3; i++) {
      GOut o;
      o.pos = tri[i].pos + offset * copy;
      o.uv = tri[i].uv;
      o.id = tri[i].id ^ prim;
      o.slice = copy + inst * 2;
      stream.Append(o);
    }
    stream.RestartStrip();
  }
}
