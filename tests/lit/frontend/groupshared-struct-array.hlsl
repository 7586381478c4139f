// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// A groupshared array of structs is split per field into one-dimensional
// scalar arrays (DXC's ".0.1dim", ".1.1dim"): field b (float2) of element
// [a][c] is at (a*16 + c)*2 + k in the second array.

struct V { uint a; float2 b; };
RWStructuredBuffer<float4> Out : register(u0);
groupshared V gs[4][16];

// CHECK-DAG: @"\01?gs@@3PAY0BA@$$CAUV@@A.0.1dim" = addrspace(3) global [64 x i32] undef, align 4
// CHECK-DAG: @"\01?gs@@3PAY0BA@$$CAUV@@A.1.v.1dim" = addrspace(3) global [128 x float] undef, align 4
// CHECK: %[[R:[0-9]+]] = mul i32 %{{[0-9]+}}, 32
// CHECK: %[[C:[0-9]+]] = mul i32 %{{[0-9]+}}, 2
// CHECK: %[[O:[0-9]+]] = add i32 %[[R]], %[[C]]
// CHECK: getelementptr [128 x float], [128 x float] addrspace(3)* @"\01?gs@@3PAY0BA@$$CAUV@@A.1.v.1dim", i32 0, i32 %[[O]]
// CHECK-NOT: %struct.V
[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex) {
  gs[gi / 16][gi % 16].a = gi;
  gs[gi / 16][gi % 16].b = float2(gi, 2 * gi);
  GroupMemoryBarrierWithGroupSync();
  V v = gs[(gi + 1) / 16 % 4][(gi + 3) % 16];
  Out[gi] = float4(v.a, v.b, 1);
}
