// 64-bit atomics (SM 6.6): RWByteAddressBuffer methods and typed elements.
RWByteAddressBuffer Raw : register(u0);
RWStructuredBuffer<uint64_t> Wide : register(u1);

[numthreads(64, 1, 1)]
void main(uint i : SV_GroupIndex) {
  uint64_t old;
  Raw.InterlockedAdd64(i * 8, 1ull, old);
  Raw.InterlockedCompareStore64(0, old, 5ull);
  InterlockedMax(Wide[i], old);
}
