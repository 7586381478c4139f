// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// DXC's placement of handle creation: the handles of non-array resources
// at the top of the entry, UAVs then SRVs then samplers then constant
// buffers, each class in descending record ID - whatever the use order.
// Handles of array elements stay at their use.

Texture2D<float4> a : register(t0);
Texture2D<float4> b : register(t1);
RWBuffer<float4> c : register(u0);
RWBuffer<float4> d : register(u1);
SamplerState s0 : register(s0);
SamplerState s1 : register(s1);
cbuffer C0 : register(b0) { float x; }
cbuffer C1 : register(b1) { float y; }
Buffer<float4> arr[4] : register(t4);

[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  if (i > 3)
    d[i] = b.SampleLevel(s1, float2(0, 0), 0) * y;
  c[i] = a.SampleLevel(s0, float2(0, 0), 0) * x + arr[i][0];
}

// CHECK-LABEL: define void @main()
// CHECK-NEXT: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
// CHECK-NEXT: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
// CHECK-NEXT: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 1, i1 false)
// CHECK-NEXT: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
// CHECK-NEXT: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 1, i32 1, i1 false)
// CHECK-NEXT: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 0, i32 0, i1 false)
// CHECK-NEXT: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 1, i32 1, i1 false)
// CHECK-NEXT: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 0, i1 false)
// CHECK: %[[IX:[0-9]+]] = add i32 %{{[0-9]+}}, 4
// CHECK-NEXT: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 2, i32 %[[IX]], i1 false)
