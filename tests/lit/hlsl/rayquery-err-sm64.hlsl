// RayQuery's operations need shader model 6.5: DXC's validator reports each
// (located at the object of the method call)
// RUN: not hlslc -T cs_6_4 %s 2>&1 | FileCheck %s
// CHECK: error: validation errors
// CHECK: rayquery-err-sm64.hlsl:[[@LINE+6]]:35: error: Opcode AllocateRayQuery not valid in shader model cs_6_4.
// CHECK: rayquery-err-sm64.hlsl:[[@LINE+7]]:3: error: Opcode RayQuery_TraceRayInline not valid in shader model cs_6_4.
// CHECK: rayquery-err-sm64.hlsl:[[@LINE+7]]:10: error: Opcode RayQuery_Proceed not valid in shader model cs_6_4.
RaytracingAccelerationStructure as : register(t0);
RWStructuredBuffer<float> o : register(u0);
[numthreads(1, 1, 1)] void main() {
  RayQuery<RAY_FLAG_FORCE_OPAQUE> q;
  RayDesc r; r.Origin = 0; r.Direction = float3(0, 0, 1); r.TMin = 0; r.TMax = 1;
  q.TraceRayInline(as, RAY_FLAG_NONE, 0xFF, r);
  o[0] = q.Proceed();
}
