// RUN: hlslc -T cs_6_0 -E main -HV 2021 %s | FileCheck %s
// Operator overloading on structs (HLSL 2021): a binary operator, a
// comparison and a subscript are calls of the member functions operator+,
// operator== and operator[].

struct V {
  float3 v;
  V operator+(V o) { V r; r.v = v + o.v; return r; }
  bool operator==(V o) { return all(v == o.v); }
  float operator[](uint i) { return v[i]; }
};

RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  V x, y;
  x.v = (float3)id;
  y.v = float3(1, 2, 3);
  // (x + y)[1] = id.y + 2
  // CHECK: [[Y:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 1)
  // CHECK: [[FY:%[0-9]+]] = uitofp i32 [[Y]] to float
  // CHECK: [[S:%[0-9]+]] = fadd fast float [[FY]], 2.000000e+00
  // CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, float [[S]],
  Out[0] = (x + y)[1];
  // CHECK: fcmp fast oeq float %{{[0-9]+}}, 1.000000e+00
  // CHECK: fcmp fast oeq float [[FY]], 2.000000e+00
  // CHECK: fcmp fast oeq float %{{[0-9]+}}, 3.000000e+00
  Out[1] = x == y ? 1.0f : 0.0f;
}
