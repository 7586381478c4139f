// A struct whose HLSL layout is not LLVM's natural one is a packed IR struct;
// its variables are still aligned to the struct's widest scalar (4 bytes
// here), not byte-aligned (DXC's allocas of structs are 4- or 8-aligned)
// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// CHECK: %struct.Payload = type <{ <4 x float>, i32 }>
// CHECK: alloca %struct.Payload, align 4
struct Payload { float4 c; uint k; };
RaytracingAccelerationStructure Scene : register(t0);
RWStructuredBuffer<float4> o : register(u0);
[shader("raygeneration")]
void RG() {
  RayDesc r = {float3(0, 0, 0), 0, float3(0, 0, 1), 10};
  Payload p = {float4(0, 0, 0, 0), 1};
  TraceRay(Scene, 0, 0xFF, 0, 1, 0, r, p);
  o[0] = p.c + p.k;
}
