// A library: two compute entries, a raygeneration entry, an exported
// function, a static heap-resource global, a cbuffer and bound/unbound
// resources (e2e: deterministic, decodable, rewritable containers).
cbuffer Params { uint Base; float Scale; };
Texture2D<float4> Tex;
RWBuffer<float> Out : register(u1);
static const RWBuffer<float> HeapOut = ResourceDescriptorHeap[Base];

export float scaled(float v) { return v * Scale; }

[shader("compute")]
[numthreads(8, 1, 1)]
void cs_a(uint i : SV_GroupIndex) { Out[i] = scaled(Tex.Load(int3(i, 0, 0)).x); }

[shader("compute")]
[numthreads(4, 4, 1)]
void cs_b(uint3 id : SV_DispatchThreadID) { HeapOut[id.x + id.y] = Scale; }

[shader("raygeneration")]
void rg() { Out[Base] = 2; }
