// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// A groupshared variable is declared, not defined, as clang declares it in
// DXC: `external addrspace(3) global` with no initializer. Objects DXC's
// passes make in its place are undef-initialized definitions named after
// what was done: a vector made an array (".v"), nested arrays made one
// array (".1dim"), a struct split per field (".N"); all align as their
// scalar elements.

// CHECK-DAG: @"\01?gi@@3IA" = external addrspace(3) global i32, align 4
// CHECK-DAG: @"\01?ga@@3PAMA" = external addrspace(3) global [8 x float], align 4
// CHECK-DAG: @"\01?gv@@3V?$vector@I$03@@A.v" = addrspace(3) global [4 x i32] undef, align 4
// CHECK-DAG: @"\01?gm@@3PAY02$$CAMA.1dim" = addrspace(3) global [9 x float] undef, align 4
// CHECK-DAG: @"\01?gb@@3PAV?$vector@M$03@@A.v.1dim" = addrspace(3) global [32 x float] undef, align 4
// CHECK-DAG: @"\01?gs@@3PAUS@@A.0" = addrspace(3) global [4 x i32] undef, align 4
// CHECK-DAG: @"\01?gs@@3PAUS@@A.1.v.1dim" = addrspace(3) global [8 x float] undef, align 4
// CHECK-NOT: addrspace(3) global {{.*}} zeroinitializer

struct S { uint a; float2 b; };
groupshared uint gi;
groupshared float ga[8];
groupshared uint4 gv;
groupshared float gm[3][3];
groupshared float4 gb[8];
groupshared S gs[4];
RWBuffer<float> u;

[numthreads(8, 1, 1)]
void main(uint3 t : SV_DispatchThreadID) {
  gi = t.x; ga[t.x] = 1; gv[t.x] = 2; gm[t.x][t.y] = 3; gb[t.x][t.y] = 4;
  gs[t.x].a = 5; gs[t.y].b[t.z] = 6;
  GroupMemoryBarrierWithGroupSync();
  u[t.x] = gi + ga[t.y] + gv[t.y] + gm[t.z][t.y] + gb[t.y][t.x] + gs[t.z].a + gs[t.x].b[t.y];
}
