// Typed buffers: scale each element, with a uint buffer of flags.
Buffer<float> Input : register(t0);
Buffer<uint> Flags : register(t1);
RWBuffer<float> Output : register(u0);

[numthreads(32, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  float v = Input[tid.x];
  if (Flags[tid.x] != 0)
    v = v * 2.0;
  Output[tid.x] = v;
}
