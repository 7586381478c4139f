// RUN: not hlslc -T lib_6_3 %s 2>&1 | FileCheck %s
// Raytracing entry parameters, checked with DXC's messages: a miss
// payload must be an inout user-defined struct, a closest-hit shader takes
// two parameters.
struct Payload { float4 c; };
[shader("miss")] void Miss(in Payload p) {}
[shader("miss")] void Miss2(inout float4 c) {}
[shader("closesthit")] void Hit(inout Payload p) {}

// CHECK: err-rt-payload-not-inout.hlsl:6:39: error: payload parameter 'p' must be 'inout' [HL4007]
// CHECK: err-rt-payload-not-inout.hlsl:7:42: error: payload parameter 'c' must be a user-defined type composed of only numeric types [HL4007]
// CHECK: err-rt-payload-not-inout.hlsl:8:29: error: incorrect number of entry parameters for raytracing stage 'closesthit': 1 parameter(s) provided, expected two parameters for payload and attributes [HL4007]
