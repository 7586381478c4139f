// Adds two typed buffers into a third, one element per thread.
Buffer<float4> Lhs : register(t0);
Buffer<float4> Rhs : register(t1);
RWBuffer<float4> Sum : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  Sum[tid.x] = Lhs[tid.x] + Rhs[tid.x];
}
