// Structured-buffer element loads with a status argument (whole struct and
// one member), 64-bit members split below SM 6.3, and min-precision typed
// resources: every shape validated by DXV.
struct S { int a; float2 b; uint c; double d; };
RWStructuredBuffer<S> buf : register(u0);
RWBuffer<uint> o : register(u1);
Buffer<min16float4> mp : register(t0);

[numthreads(8, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  uint status;
  int r = buf.Load(i, status).a;
  o[i] = r + status;
  S s = buf.Load(i + 1, status);
  o[i + 1] = s.a + s.c + (uint)s.b.y + (uint)s.d + status + (uint)mp[i].x;
  buf[i + 2].d = s.d * 2;
}
