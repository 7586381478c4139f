// dx::HitObject is an object DXC refuses in global variables, groupshared
// memory, cbuffers ($Globals), structured buffers, entry parameters and
// user-defined struct arguments of raytracing calls (a member of a struct
// is noted)
// RUN: not hlslc -T lib_6_9 %s 2>&1 | FileCheck %s
// CHECK: err-contexts.hlsl:15:1: error: object 'dx::HitObject' is not allowed in global variables
// CHECK: err-contexts.hlsl:16:1: error: object 'dx::HitObject' is not allowed in groupshared variables
// CHECK: err-contexts.hlsl:17:1: error: object 'dx::HitObject' is not allowed in cbuffers or tbuffers
// CHECK: err-contexts.hlsl:18:18: error: object 'dx::HitObject' is not allowed in structured buffers
// CHECK: err-contexts.hlsl:24:40: error: object 'dx::HitObject' is not allowed in user-defined struct parameter
// CHECK: err-contexts.hlsl:14:67: note: 'dx::HitObject' field declared here

RaytracingAccelerationStructure Scene : register(t0);
struct P { float4 c : write(caller) : read(caller); dx::HitObject h; };
static dx::HitObject g;
groupshared dx::HitObject gs;
dx::HitObject cb;
StructuredBuffer<dx::HitObject> sb;
[shader("raygeneration")]
void RG() {
  RayDesc r = {float3(0, 0, 0), 0, float3(0, 0, 1), 10};
  P p;
  p.c = 0;
  TraceRay(Scene, 0, 0xFF, 0, 1, 0, r, p);
}
