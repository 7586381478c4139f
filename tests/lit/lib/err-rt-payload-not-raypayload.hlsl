// RUN: not hlslc -T lib_6_7 %s 2>&1 | FileCheck %s
// From shader model 6.7 a payload struct must be declared [raypayload].
struct Payload { float4 color; };

[shader("miss")]
void Miss(inout Payload p) { p.color = 1; }

// CHECK: err-rt-payload-not-raypayload.hlsl:6:25: error: type 'Payload' used as payload requires that it is annotated with the [raypayload] attribute [HL4012]
