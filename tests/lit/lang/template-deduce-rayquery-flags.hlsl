// RUN: hlslc -T cs_6_5 -E main %s | FileCheck %s
// RUN: not hlslc -T cs_6_5 -E main -DINTPARAM %s 2>&1 | FileCheck %s --check-prefix=INT
// A function template's non-type parameter is deduced from a RayQuery
// argument's flags (RayQuery is DXC's template<uint constRayFlags, uint
// RayQueryFlags = 0>); the parameter must then be a uint.

RaytracingAccelerationStructure as;
RWStructuredBuffer<float> o;

#ifdef INTPARAM
template<int F>
#else
template<uint F>
#endif
float committed_t(in RayQuery<F> q) { return q.CommittedRayT() + F; }

// CHECK: call float @dx.op.rayQuery_StateScalar.f32(i32 {{[0-9]+}}
// CHECK: fadd fast float %{{.*}}, 6.400000e+01
// INT: error: no matching function for call to 'committed_t'
[numthreads(1, 1, 1)]
void main() {
  RayQuery<RAY_FLAG_CULL_OPAQUE> q;
  RayDesc r;
  r.Origin = 0;
  r.Direction = float3(0, 0, 1);
  r.TMin = 0;
  r.TMax = 10;
  q.TraceRayInline(as, 0, 0xff, r);
  q.Proceed();
  o[0] = committed_t(q);
}
