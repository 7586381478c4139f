// RUN: hlslc -T lib_6_8 %s | FileCheck %s
// DXC appends a graphics or mesh library entry to the module (and so to the
// RDAT function table) when flattening its parameters changes its type
// (SROA_Parameter_HLSL): a result, a struct parameter, an array of structs
// (mesh vertices), a stream of structs. Entries with only scalars, vectors,
// matrices, arrays of vectors or a mesh payload keep their place, as do
// compute entries.

struct PO { float4 p : SV_Position; };
struct PL { uint x; };
struct IN { float4 c : COLOR; };
RWStructuredBuffer<float4> ob;
[shader("geometry")] [maxvertexcount(1)] void g_obj(point float4 v[1] : P, inout PointStream<PO> s) { PO o; o.p = v[0]; s.Append(o); }
[shader("pixel")] void p_struct(IN i, out float4 o : SV_Target) { o = i.c; }
[shader("mesh")] [numthreads(4,1,1)] [outputtopology("triangle")] void m_pl(uint i : SV_GroupIndex, in payload PL pl, out vertices float4 v[3] : SV_Position, out indices uint3 t[1]) { SetMeshOutputCounts(3, 1); v[i % 3] = pl.x; t[0] = uint3(0,1,2); }
[shader("mesh")] [numthreads(4,1,1)] [outputtopology("triangle")] void m_vs(uint i : SV_GroupIndex, out vertices PO v[3], out indices uint3 t[1]) { SetMeshOutputCounts(3, 1); v[i % 3].p = 1; t[0] = uint3(0,1,2); }
[shader("vertex")] void v_mat(float4x4 m : M, out float4 p : SV_Position) { p = m[0]; }
[shader("pixel")] float4 p_res() : SV_Target { return 1; }
[shader("pixel")] void p_arr(float4 c[2] : C, out float4 o : SV_Target) { o = c[0] + c[1]; }
[shader("compute")] [numthreads(8,1,1)] void cs_last(uint i : SV_DispatchThreadID) { ob[i] = i; }

// CHECK: define void @m_pl()
// CHECK: define void @v_mat()
// CHECK: define void @p_arr()
// CHECK: define void @cs_last()
// CHECK: define void @g_obj()
// CHECK: define void @p_struct()
// CHECK: define void @m_vs()
// CHECK: define void @p_res()
