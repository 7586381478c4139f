// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// A local array of resources written in any block, at any index, with
// resources of one global array holds their indices (DXC's index allocas):
// a store keeps the stored resource's index, a read makes the handle from
// the index it loads.

// CHECK: alloca [3 x i32]
// CHECK-NOT: alloca
// CHECK: store i32 %{{[0-9]+}}, i32* %{{[0-9]+}}
// CHECK: %[[X:[0-9]+]] = load i32, i32* %{{[0-9]+}}
// CHECK: %[[H:[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 %[[X]], i1 false)
// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %[[H]],

RWBuffer<float4> Bufs[8];

[numthreads(1, 1, 1)]
void main(uint3 t : SV_DispatchThreadID) {
  RWBuffer<float4> a[3] = { Bufs[0], Bufs[1], Bufs[2] };
  for (uint k = 0; k < t.x; k++)
    if (k & 1)
      a[k % 3] = Bufs[k + 3];
  a[t.y % 3][t.z] = 1;
}
