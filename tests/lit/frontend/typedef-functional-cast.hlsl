// RUN: hlslc -T cs_6_0 -E main %s -fcgl | FileCheck %s
// A parenthesised function-style cast of a typedef name, "(MyUint(2))",
// is a parenthesised expression, not a C-style cast "(MyUint)" (FidelityFX:
// "(FfxFloat32(4.0) * b4)").

typedef uint MyUint;
typedef float MyFloat;
RWStructuredBuffer<uint> Out : register(u0);

// CHECK-LABEL: define void @main()
// CHECK: %[[S:[0-9]+]] = lshr i32 %{{[0-9]+}}, 2
// CHECK: fmul {{.*}}float 4.000000e+00, %{{[0-9]+}}
[numthreads(1, 1, 1)]
void main(uint gi : SV_GroupIndex) {
  uint a = (gi >> MyUint(2));
  float b = (MyFloat(4.0) * (float)gi);
  Out[gi] = a + (MyUint)b;
}
