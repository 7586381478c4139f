// Loose globals go to $Globals; a named cbuffer with an explicit register.
float4 tint;
uint mode;
cbuffer Frame : register(b2) {
  float time;
  float3 wind;
};
RWBuffer<float4> Colors : register(u0);

[numthreads(32, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  float4 c = Colors[tid.x] * tint;
  if (mode == 1)
    c.xyz += wind * time;
  Colors[tid.x] = c;
}
