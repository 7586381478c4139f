// Structured buffers of a struct, updated through a helper function.
struct Point {
  float2 pos;
  float weight;
  int id;
};

StructuredBuffer<Point> Points : register(t0);
RWStructuredBuffer<Point> Moved : register(u0);

cbuffer Motion : register(b1) {
  float2 offset;
  float scale;
};

Point move(Point p) {
  p.pos = p.pos * scale + offset;
  p.weight = p.weight * 0.5;
  return p;
}

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  Moved[tid.x] = move(Points[tid.x]);
}
