// Implicit bindings that do not depend on dead code (-fbind-unused).
Texture2D<float4> A;
Texture2D<float4> Unused;
SamplerState S;
RWTexture2D<float4> Out;

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Out[id.xy] = A.SampleLevel(S, id.xy / 8.0, 0);
}
