// RUN: hlslc -T cs_6_0 -E main %s -fcgl | FileCheck %s
// Structured buffers of structs: the element type is the IR struct, values
// are copied member by member through GEPs (never a whole-struct load/store
// through a resource pointer), and struct results use a leading pointer.

struct Particle {
  float3 position;
  float mass;
  float3 velocity;
  uint flags;
};
StructuredBuffer<Particle> In : register(t0);
RWStructuredBuffer<Particle> Out : register(u0);

// HLSL's natural layout (0, 12, 16, 28) matches the IR layout: not packed.
// CHECK: %struct.Particle = type { <3 x float>, float, <3 x float>, i32 }

// CHECK: define internal void @"\01?bump@@YA?AUParticle@@U1@@Z"(ptr noalias sret %agg.result, ptr %p) #[[INL:[0-9]+]] {
// CHECK: %[[F:[0-9]+]] = getelementptr inbounds %struct.Particle, ptr %p, i32 0, i32 3
// CHECK: load i32, ptr %[[F]], align 4
// CHECK: or i32 %{{[0-9]+}}, 1
// CHECK: getelementptr inbounds %struct.Particle, ptr %agg.result, i32 0, i32 0
// CHECK: ret void
Particle bump(Particle p) {
  p.flags |= 1u;
  return p;
}

// CHECK: define void @main()
// CHECK: %[[TMP:agg.tmp[0-9]*]] = alloca %struct.Particle
// CHECK: %[[OUTP:[0-9]+]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Particles_1_0t(
// CHECK: %[[INP:[0-9]+]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Particles_0_0t(
// CHECK: %[[SRC:[0-9]+]] = getelementptr inbounds %struct.Particle, ptr %[[INP]], i32 0, i32 0
// CHECK: load <3 x float>, ptr %[[SRC]], align 4
// CHECK: call void @"\01?bump@@YA?AUParticle@@U1@@Z"(ptr %{{.*}}, ptr %{{.*}})
// CHECK: %[[DST:[0-9]+]] = getelementptr inbounds %struct.Particle, ptr %[[OUTP]], i32 0, i32 1
// CHECK: store float %{{[0-9]+}}, ptr %[[DST]], align 4
// CHECK-NOT: load %struct.Particle
// CHECK-NOT: store %struct.Particle
// CHECK: attributes #[[INL]] = { alwaysinline nounwind }

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Out[id.x] = bump(In[id.x]);
}
