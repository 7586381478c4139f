// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// The same for a matrix swizzle: m._m11_m10[i] is element (1,1) when i is 0,
// else (1,0); reading one selects among its components.

// CHECK: %[[I:[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 1)
// CHECK: icmp eq i32 %[[I]], 1
// CHECK: select i1 %{{[0-9]+}}, i32 4, i32 5
// CHECK: call void @dx.op.bufferStore.f32(

RWBuffer<float4> u;
float2x4 m;

[numthreads(4, 1, 1)]
void main(uint3 t : SV_DispatchThreadID) {
  float2x4 mm = m;
  mm._m11_m10[t.y] = 3;
  u[t.x] = mm[1] + mm._m00_m11_m10[t.x];
}
