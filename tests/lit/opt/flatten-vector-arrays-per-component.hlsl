// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// Local arrays of vectors in memory are split per component, as DXC's SROA
// splits them (float3 loc[4] -> one [4 x float] per component, the ones
// never read then removed); a constant table the front end initialized
// (static const float2 t[3]) stays one interleaved array, component c of
// element i at 2i + c, as DXC flattens it.

// CHECK: @t.v.1dim = internal constant [6 x float] [float 0.000000e+00, float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00]
// CHECK: define void @main()
// CHECK-COUNT-2: alloca [4 x float]
// CHECK-NOT: alloca
// CHECK: getelementptr [6 x float], [6 x float]* @t.v.1dim, i32 0, i32 %

static const float2 t[3] = { float2(0, 1), float2(2, 3), float2(4, 5) };
uint i;

float4 main(float4 a : A) : SV_Target {
  float3 loc[4] = { a.xyz, a.yzw, a.zwx, a.wxy };
  return float4(t[i % 3], loc[i & 3].zx);
}
