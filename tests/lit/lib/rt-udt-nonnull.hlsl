// The struct argument of TraceRay (and the other ops taking a user struct by
// address) is marked nonnull when optimising, as DXC's instcombine leaves it;
// not at -Od
// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// RUN: hlslc -T lib_6_3 -Od %s | FileCheck %s --check-prefix OD
// CHECK: call void @dx.op.traceRay.struct.Payload(i32 157, {{.*}}, %struct.Payload* nonnull %{{[0-9]+}})
// OD: call void @dx.op.traceRay.struct.Payload(i32 157, {{.*}}, %struct.Payload* %{{[0-9]+}})
struct Payload { float4 c; };
RaytracingAccelerationStructure Scene : register(t0);
RWStructuredBuffer<float4> o : register(u0);
[shader("raygeneration")]
void RG() {
  RayDesc r = {float3(0, 0, 0), 0, float3(0, 0, 1), 10};
  Payload p = {float4(0, 0, 0, 0)};
  TraceRay(Scene, 0, 0xFF, 0, 1, 0, r, p);
  o[0] = p.c;
}
