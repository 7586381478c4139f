// Raw buffers: copy 16 bytes per thread and write a checksum.
ByteAddressBuffer Source : register(t3);
RWByteAddressBuffer Dest : register(u2);

[numthreads(16, 1, 1)]
void main(uint idx : SV_GroupIndex, uint3 group : SV_GroupID) {
  uint at = (group.x * 16 + idx) * 16;
  uint4 data = Source.Load4(at);
  Dest.Store4(at, data);
  Dest.Store(at + 4096, data.x + data.y + data.z + data.w);
}
