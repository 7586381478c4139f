// SM 6.6 dynamic resources from the descriptor heaps, uniform and
// non-uniform indices, globallycoherent locals.
struct Params { uint tex; uint buf; };
ConstantBuffer<Params> P : register(b0);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Texture2D<float4> t = ResourceDescriptorHeap[P.tex];
  SamplerState s = SamplerDescriptorHeap[0];
  globallycoherent RWStructuredBuffer<float4> o = ResourceDescriptorHeap[NonUniformResourceIndex(P.buf + id.x)];
  o[id.y] = t.SampleLevel(s, id.xy / 8.0, 0);
}
