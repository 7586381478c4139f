// Interlocked operations on texture, typed, structured and raw buffer
// elements, compare-exchange forms and float bit atomics.
RWTexture2D<uint> Counts : register(u0);
RWBuffer<int> Signed : register(u1);
RWStructuredBuffer<uint> Slots : register(u2);
RWByteAddressBuffer Raw : register(u3);
RWStructuredBuffer<float> Floats : register(u4);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  uint old;
  InterlockedAdd(Counts[id.xy], 1, old);
  InterlockedMax(Signed[id.x], -3);
  InterlockedCompareExchange(Slots[id.x], 0, old, old);
  InterlockedCompareStore(Counts[id.xy], 5, 6);
  Raw.InterlockedOr(id.x * 4, 1u << id.y, old);
  Raw.InterlockedCompareExchange(0, old, 7, old);
  float f;
  InterlockedExchange(Floats[id.x], 1.5, f);
  InterlockedCompareStoreFloatBitwise(Floats[0], f, 2.0);
  Slots[id.y] = old;
}
