// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// `interface` declares methods only; a struct or class lists interfaces
// among its bases (they add no data) next to at most one concrete base.

interface IShape { float area(); };
struct Base { float scale; };
class Square : Base, IShape { float side; float area() { return side * side * scale; } };
RWStructuredBuffer<float> Out : register(u0);

// CHECK-LABEL: define void @main()
// CHECK: float 1.800000e+01,
[numthreads(1, 1, 1)]
void main() {
  Square s;
  s.scale = 2;
  s.side = 3;
  Out[0] = s.area();
}
