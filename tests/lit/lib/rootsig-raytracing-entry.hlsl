// RUN: not hlslc -T lib_6_6 %s 2>&1 | FileCheck %s
// A [RootSignature] on a raytracing entry is DXC's error (raytracing
// shaders take local/global root signatures from subobjects).

struct Payload { float4 c; };

// CHECK: rootsig-raytracing-entry.hlsl:[[# @LINE + 1]]:2: error: root signature attribute not supported for raytracing entry functions
[RootSignature("RootFlags(0)")]
[shader("miss")]
void Miss(inout Payload p) { p.c = 0; }
