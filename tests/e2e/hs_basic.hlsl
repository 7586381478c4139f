// Hull shader: quad patches with control point passthrough (scaled by a
// constant buffer), tess factor arrays computed by the patch constant
// function from the input and output control points and SV_PrimitiveID.
cbuffer Tess : register(b0) {
  float4 edgeScale;
  float insideScale;
};

struct VOut {
  float3 pos : POSITION;
  float2 uv : TEXCOORD0;
};

struct CP {
  float3 pos : POSITION;
  float2 uv : TEXCOORD0;
};

struct PatchOut {
  float edge[4] : SV_TessFactor;
  float inside[2] : SV_InsideTessFactor;
  nointerpolation uint id : PATCHID;
};

PatchOut Constants(InputPatch<VOut, 4> ip, OutputPatch<CP, 4> op, uint pid : SV_PrimitiveID) {
  PatchOut o;
  [unroll] for (int k = 0; k < 4; k++)
    o.edge[k] = edgeScale[k] * length(op[k].pos - op[(k + 1) % 4].pos);
  o.inside[0] = insideScale * (ip[0].uv.x + ip[2].uv.x);
  o.inside[1] = insideScale * (ip[1].uv.y + ip[3].uv.y);
  o.id = pid;
  return o;
}

[domain("quad")]
[partitioning("fractional_even")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(4)]
[patchconstantfunc("Constants")]
[maxtessfactor(32.0)]
CP main(InputPatch<VOut, 4> ip, uint i : SV_OutputControlPointID) {
  CP o;
  o.pos = ip[i].pos * edgeScale.w;
  o.uv = ip[i].uv;
  return o;
}
