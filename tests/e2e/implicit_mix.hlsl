// Implicit bindings around explicit ones; one resource is unused.
RWBuffer<float> First;                  // u0
RWBuffer<float> Fixed : register(u1);
RWBuffer<float> Skipped;                // unused: gets nothing
RWBuffer<float> Pair[2];                // u2..u3
Buffer<float> Source : register(space3); // t0, space3

[numthreads(4, 4, 1)]
void main(uint3 gtid : SV_GroupThreadID) {
  float s = Source[gtid.x];
  First[gtid.y] = s;
  Fixed[gtid.x] = s + 1.0;
  Pair[1][gtid.x] = s * 3.0;
}
