// [patchconstantfunc("F")] names, among the functions called F, only one that
// can be a patch constant function: an SV_TessFactor array in its return type
// (a struct field, at any depth) or in an out parameter (DXC's
// IsPatchConstantFunctionDecl). A function of that name without one does not
// count, so it "must be defined"; of the overloads that have one, the one
// declared last is taken (clang looks the name up newest first).
// RUN: not hlslc -T hs_6_0 -E bad %s 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: hlslc -T hs_6_0 -E good %s | FileCheck %s --check-prefix=GOOD
// RUN: hlslc -T hs_6_0 -E outp %s | FileCheck %s --check-prefix=OUTP
// BAD: patch-constant-func-shape.hlsl:25:110: error: patch constant function 'NoTess' must be defined
// GOOD: define void @"\01?PCF@@YA?AUPC@@V?$InputPatch@UV@@$02@@@Z"()
// GOOD: call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 0, i8 0, float 2.000000e+00)
// OUTP: define void @"\01?PCF2@@YAXY02$$CAMAIAM@Z"()
// OUTP: call void @dx.op.storePatchConstant.f32(i32 106, i32 0, i32 0, i8 0, float 3.000000e+00)
struct V { float3 p : P; };
struct Edges { float e[3] : SV_TessFactor; };
struct PC { Edges edges; float i : SV_InsideTessFactor; };
void NoTess() { }
void PCF() { }
PC PCF(InputPatch<V, 3> ip) { PC o; o.edges.e[0] = o.edges.e[1] = o.edges.e[2] = 2; o.i = 1; return o; }
void PCF2(out float e[3] : SV_TessFactor, out float i : SV_InsideTessFactor) { e[0] = e[1] = e[2] = 3; i = 1; }

#define HS_ATTRS [domain("tri")] [partitioning("fractional_even")] [outputtopology("triangle_ccw")] [outputcontrolpoints(3)]

[domain("tri")] [partitioning("fractional_even")] [outputtopology("triangle_ccw")] [outputcontrolpoints(3)] [patchconstantfunc("NoTess")]
V bad(InputPatch<V, 3> ip) { return ip[0]; }
HS_ATTRS [patchconstantfunc("PCF")]
V good(InputPatch<V, 3> ip) { return ip[0]; }
HS_ATTRS [patchconstantfunc("PCF2")]
V outp(InputPatch<V, 3> ip) { return ip[0]; }
