// Mesh shader: payload, vertex and primitive outputs, indices, a cbuffer
// and a structured buffer.
struct Pay { uint base; float scale[4]; };
struct V { float4 pos : SV_Position; float3 n : NORMAL; float2 uv : TEXCOORD0; };
struct P { uint id : SV_PrimitiveID; float4 c : COLOR1; };
cbuffer Cam : register(b0) { float4x4 ViewProj; };
StructuredBuffer<float3> Positions : register(t0);

[numthreads(64, 1, 1)]
[outputtopology("triangle")]
void main(uint gtid : SV_GroupThreadID, uint gid : SV_GroupID, in payload Pay pay,
          out vertices V verts[64], out primitives P prims[32], out indices uint3 tris[32]) {
  SetMeshOutputCounts(64, 32);
  float3 p = Positions[pay.base + gtid] * pay.scale[gid & 3];
  V v;
  v.pos = mul(float4(p, 1), ViewProj);
  v.n = normalize(p);
  v.uv = float2(gtid / 64.0, gid);
  verts[gtid] = v;
  if (gtid < 32) {
    tris[gtid] = uint3(gtid, gtid + 1, gtid + 2);
    prims[gtid].id = gtid;
    prims[gtid].c = float4(p, 1);
  }
}
