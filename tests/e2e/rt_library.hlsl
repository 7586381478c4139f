// A DirectX Raytracing library: ray generation tracing into an
// acceleration structure, miss / closest-hit / any-hit / intersection /
// callable entries with their payload and attribute structs, and the
// system-value intrinsics.
struct Payload { float4 color; uint depth; };
struct SphereAttr { float3 normal; float t; };
struct CallParams { float2 uv; float scale; };

RaytracingAccelerationStructure Scene : register(t0);
RWTexture2D<float4> Output : register(u0);
cbuffer Camera : register(b0) { float4x4 InvViewProj; float3 Eye; float Near; };

[shader("raygeneration")]
void RayGen() {
  uint2 pix = DispatchRaysIndex().xy;
  float2 uv = (pix + 0.5) / (float2)DispatchRaysDimensions().xy;
  float4 world = mul(float4(uv * 2 - 1, 1, 1), InvViewProj);
  RayDesc ray;
  ray.Origin = Eye;
  ray.Direction = normalize(world.xyz / world.w - Eye);
  ray.TMin = Near;
  ray.TMax = 1e4;
  Payload p;
  p.color = 0;
  p.depth = 0;
  TraceRay(Scene, RAY_FLAG_CULL_BACK_FACING_TRIANGLES, 0xFF, 0, 1, 0, ray, p);
  CallParams cp = { uv, 2 };
  CallShader(0, cp);
  Output[pix] = p.color * cp.scale;
}

[shader("miss")]
void Miss(inout Payload p) {
  float3 d = WorldRayDirection();
  p.color = float4(lerp(float3(1, 1, 1), float3(0.3, 0.5, 1), saturate(d.y)), 1);
}

[shader("closesthit")]
void ClosestHit(inout Payload p, in BuiltInTriangleIntersectionAttributes a) {
  float3 bary = float3(1 - a.barycentrics.x - a.barycentrics.y, a.barycentrics);
  float3 hit = WorldRayOrigin() + RayTCurrent() * WorldRayDirection();
  float3 local = mul(WorldToObject3x4(), float4(hit, 1));
  p.color = float4(bary * (InstanceID() + 1) + local * 0.01, 1);
  p.depth = PrimitiveIndex() + InstanceIndex() * 1000 + (HitKind() == HIT_KIND_TRIANGLE_FRONT_FACE);
}

[shader("anyhit")]
void AnyHit(inout Payload p, in SphereAttr a) {
  if (a.t < RayTMin()) IgnoreHit();
  if (p.depth > 8) AcceptHitAndEndSearch();
  p.depth++;
}

[shader("intersection")]
void SphereIntersect() {
  float3 o = ObjectRayOrigin(), d = ObjectRayDirection();
  float b = dot(o, d), c = dot(o, o) - 1;
  float disc = b * b - c;
  if (disc >= 0) {
    float t = -b - sqrt(disc);
    SphereAttr a;
    a.normal = normalize(o + t * d);
    a.t = t;
    ReportHit(t, 0, a);
  }
}

[shader("callable")]
void Scale(inout CallParams cp) { cp.scale *= 0.5 + cp.uv.x * (DispatchRaysIndex().x & 1); }
