// Append/Consume structured buffers and explicit counters.
struct Item { float3 pos; uint id; };
ConsumeStructuredBuffer<Item> In : register(u0);
AppendStructuredBuffer<Item> Out : register(u1);
RWStructuredBuffer<uint> Tally : register(u2);

[numthreads(64, 1, 1)]
void main(uint i : SV_GroupIndex) {
  Item it = In.Consume();
  it.pos *= 2;
  Out.Append(it);
  Tally[Tally.IncrementCounter()] = it.id;
}
