// Constant dx.op calls fold as DXC folds them (DxilConstantFolding), after op
// lowering: math in double rounded to the type, steps of mad/dot rounded to
// the type, no folding when the evaluation raises an exception (sqrt(-1),
// log2(0)). firstbithigh is the op's count from the top turned into a bit
// index (31 - n, or -1).
// RUN: hlslc -T cs_6_0 %s | FileCheck %s

// CHECK-LABEL: define void @main()
// dot(float3(.5,.25,3), float3(2,4,.1))
// CHECK: i32 0, i32 undef, float 0x4002666660000000,
// CHECK: = call float @dx.op.unary.f32(i32 24, float -1.000000e+00)  ; Sqrt(value)
// CHECK: i32 1, i32 undef, float %
// round(2.5): ties to even
// CHECK: i32 2, i32 undef, float 2.000000e+00,
// CHECK: i32 3, i32 undef, float 8.000000e+00,
// CHECK: = call float @dx.op.unary.f32(i32 23, float 0.000000e+00)  ; Log(value)
// CHECK: i32 4, i32 undef, float %
// frac(-1.25) = |modf|
// CHECK: i32 5, i32 undef, float 2.500000e-01,
// mad(0.1, 0.2, 0.3) with the product rounded to float first
// CHECK: i32 6, i32 undef, float 0x3FD47AE160000000,
// max(-0, 0) keeps the first operand
// CHECK: i32 7, i32 undef, float -0.000000e+00,
// CHECK: i32 8, i32 undef, float 1.000000e+00,
// CHECK: i32 9, i32 undef, float 5.000000e-01,
// CHECK: i32 10, i32 undef, float 0x3FEAED5480000000,
// CHECK: i32 11, i32 undef, float -3.000000e+00,
// CHECK: i32 0, i32 undef, i32 2,
// CHECK: i32 1, i32 undef, i32 3,
// CHECK: i32 2, i32 undef, i32 8,
// CHECK: i32 3, i32 undef, i32 7,
// CHECK: i32 4, i32 undef, i32 -1,
// CHECK: i32 5, i32 undef, i32 3,
// CHECK: i32 6, i32 undef, i32 -2147483648,
// CHECK: i32 7, i32 undef, i32 22,
// CHECK: ret void
// CHECK-NOT: call {{.*}}@dx.op.binary
// CHECK-NOT: call {{.*}}@dx.op.dot3

RWBuffer<float> o;
RWBuffer<int> oi;
RWBuffer<uint> ou;
[numthreads(1,1,1)]
void main() {
  float m1 = -1, h = 2.5, t = 3, z = 0, q = 1.25, a = 0.1, b = 0.2, c = 0.3, one = 1, nz = -0.0;
  float3 x = float3(0.5, 0.25, 3.0), y = float3(2.0, 4.0, 0.1);
  int n3 = -3, i2 = 2, m16 = -16;
  uint u3 = 3, umax = 0xFFFFFFFF, pat = 0xF0F0, uf = 0xF0, u0 = 0, u1 = 1, u5 = 5, u7 = 7;
  o[0] = dot(x, y);
  o[1] = sqrt(m1);
  o[2] = round(h);
  o[3] = exp2(t);
  o[4] = log2(z);
  o[5] = frac(-q);
  o[6] = mad(a, b, c);
  o[7] = max(nz, z);
  o[8] = saturate(h);
  o[9] = rsqrt(t + one);
  o[10] = sin(one);
  o[11] = floor(-h);
  oi[0] = max(n3, i2);
  ou[1] = min(u3, umax);
  ou[2] = countbits(pat);
  ou[3] = firstbithigh(uf);
  ou[4] = firstbitlow(u0);
  oi[5] = firstbithigh(m16);
  ou[6] = reversebits(u1);
  ou[7] = mad(u3, u5, u7);
}
