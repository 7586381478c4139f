// RUN: hlslc -T vs_6_0 %s | FileCheck %s
// Double-precision operations folded away leave no Doubles flag: DXC
// computes the shader flags on the final module (its validator compares).

RWBuffer<float> o;

float4 main() : SV_Position {
  double3 d = normalize(double3(1, 2, 3));
  o[0] = (float)d.x;
  return 0;
}

// CHECK-NOT: Double-precision floating point
// CHECK: define void @main()
// CHECK-NOT: double
// CHECK: !{i32 0, i64 65536}
