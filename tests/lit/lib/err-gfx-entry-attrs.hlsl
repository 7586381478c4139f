// RUN: not hlslc -T lib_6_5 -DGS %s 2>&1 | FileCheck %s --check-prefix=GS
// RUN: not hlslc -T lib_6_5 -DHS %s 2>&1 | FileCheck %s --check-prefix=HS
// RUN: not hlslc -T lib_6_5 -DMS %s 2>&1 | FileCheck %s --check-prefix=MS
// RUN: not hlslc -T lib_6_5 -DAS %s 2>&1 | FileCheck %s --check-prefix=AS
// RUN: not hlslc -T lib_6_5 -DPS %s 2>&1 | FileCheck %s --check-prefix=PS
// Library entries need their stage's attributes and semantics, with DXC's
// errors as for a target of that stage.
struct CP { float3 p : POS; };
struct Pay { float f; };
#ifdef GS
// GS: err-gfx-entry-attrs.hlsl:[[# @LINE + 2]]:6: error: geometry entry point must have a valid maxvertexcount attribute
[shader("geometry")]
void G(point float4 a[1] : SV_Position, inout PointStream<CP> s) { CP o; o.p = a[0].xyz; s.Append(o); }
#endif
#ifdef HS
// HS: err-gfx-entry-attrs.hlsl:[[# @LINE + 3]]:4: error: hull entry point must have a valid patchconstantfunc attribute
[shader("hull")]
[domain("tri")] [partitioning("fractional_odd")] [outputtopology("triangle_cw")] [outputcontrolpoints(3)]
CP H(InputPatch<CP, 3> ip, uint i : SV_OutputControlPointID) { return ip[i]; }
#endif
#ifdef MS
// MS: err-gfx-entry-attrs.hlsl:[[# @LINE + 2]]:6: error: mesh entry point must have a valid outputtopology attribute
[shader("mesh")] [numthreads(1,1,1)]
void M(out vertices CP v[3]) { }
#endif
#ifdef AS
groupshared Pay p;
// AS: err-gfx-entry-attrs.hlsl:[[# @LINE + 2]]:6: error: amplification entry point must have a valid numthreads attribute
[shader("amplification")]
void A() { DispatchMesh(1,1,1,p); }
#endif
#ifdef PS
// PS: err-gfx-entry-attrs.hlsl:[[# @LINE + 2]]:1: error: Semantic must be defined for all parameters of an entry function or patch constant function
[shader("pixel")]
float4 P(float4 a) : SV_Target { return a; }
#endif
