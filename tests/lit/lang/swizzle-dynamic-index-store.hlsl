// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// A dynamic subscript of a swizzle that is assigned to writes the element
// the swizzle selects at that index: v.wy[i] is v.y when i == 1, else v.w
// (and m._m11_m10[i] likewise in the matrix). DXC accepts the statement but
// writes a temporary copy, so the store is lost; hlslc writes the vector.

// CHECK: %[[I:[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 2)
// CHECK: %[[IS1:[0-9]+]] = icmp eq i32 %[[I]], 1
// CHECK: %[[POS:[0-9]+]] = select i1 %[[IS1]], i32 1, i32 3
// CHECK: icmp eq i32 %[[POS]], 0
// CHECK: select i1 %{{[0-9]+}}, float 7.000000e+00, float
// CHECK: icmp eq i32 %[[POS]], 3
// CHECK: select i1 %{{[0-9]+}}, float 7.000000e+00, float
// CHECK: call void @dx.op.bufferStore.f32(

RWBuffer<float4> u;

[numthreads(4, 1, 1)]
void main(uint3 t : SV_DispatchThreadID) {
  float4 v = u[t.x];
  v.wy[t.z] = 7;
  u[t.x] = v;
}
