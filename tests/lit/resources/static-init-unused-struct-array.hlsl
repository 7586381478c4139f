// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// RUN: hlslc -T cs_6_6 -E main %s -Fo %t.dxil
// A static struct initialized from a buffer and never read is removed with
// its initializer, also when the struct has an array member (its stores
// reach the element through a GEP of a GEP): the buffer is then unused, so
// sharing its register with a used buffer is no overlap (DXC removes the
// static before its resource checks). hlslc reported the overlap.

struct H { uint idx; };
struct P1 { float2 d; H h; };
struct P2 { uint m; uint n; float2 o; H a; H b[12]; };
StructuredBuffer<P1> tP1 : register(t0, space100);
static const P1 cP1 = tP1[0];
StructuredBuffer<P2> tP2 : register(t0, space100);
static const P2 cP2 = tP2[0];
RWBuffer<float> o;

// CHECK: ; Resource Bindings:
// CHECK-NOT: tP2
// CHECK: ; tP1 {{.*}} t0,space100
// CHECK-NOT: tP2
[numthreads(1, 1, 1)]
void main() {
  P1 p = cP1;
  o[0] = p.d.x;
}
