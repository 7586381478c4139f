// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// obj(args) calls the struct's operator(); unary operators are members
// without parameters.

struct Scale {
  float k;
  float operator()(float v) { return v * k; }
  Scale operator-() { Scale r; r.k = -k; return r; }
};

RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Scale s;
  s.k = 3;
  Scale n = -s;
  // CHECK: [[F:%[0-9]+]] = uitofp i32 %{{[0-9]+}} to float
  // CHECK: [[M:%[0-9]+]] = fmul fast float [[F]], 3.000000e+00
  // CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, float [[M]],
  Out[0] = s(id.x);
  // CHECK: [[N:%[0-9]+]] = fmul fast float [[F]], -3.000000e+00
  // CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 1, i32 0, float [[N]],
  Out[1] = n(id.x);
}
