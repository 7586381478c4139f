// Dynamic loops with break/continue, a constant-trip loop to unroll, integer math.
cbuffer Settings : register(b0) {
  uint count;
  int limit;
};
RWStructuredBuffer<int> Values : register(u0);

int triple_plus(int x) {
  return 3 * x + 1;
}

[numthreads(8, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  int total = 0;
  for (uint i = 0; i < count; ++i) {
    int v = Values[(tid.x + i) % count];
    if (v < 0) continue;
    if (v > limit) break;
    total += triple_plus(v);
  }
  [unroll] for (int k = 0; k < 3; k++)
    total ^= k << 4;
  Values[tid.x] = total;
}
