// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// Interlocked* on RW texture and typed buffer elements: atomicBinOp /
// atomicCompareExchange with the element coordinates (undef beyond the
// texture's); min/max pick the signed or unsigned op from the element type.

RWTexture2D<uint> T2 : register(u0);
RWTexture3D<int> T3 : register(u1);
RWBuffer<uint> B : register(u2);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  uint o;
  InterlockedAdd(T2[id.xy], 1, o);
  InterlockedMax(T3[id], -5);
  InterlockedMin(B[id.x], o);
  InterlockedCompareStore(T3[id], 1, 2);
  InterlockedCompareExchange(T2[id.xy], 3, 4, o);
  B[0] = o;
}

// CHECK: %[[X:[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// CHECK: %[[Y:[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 1)
// CHECK: %[[Z:[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 2)
// CHECK: %[[O:[0-9]+]] = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %[[T2:[0-9]+]], i32 0, i32 %[[X]], i32 %[[Y]], i32 undef, i32 1)
// CHECK: call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %[[T3:[0-9]+]], i32 5, i32 %[[X]], i32 %[[Y]], i32 %[[Z]], i32 -5)
// CHECK: call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %{{[0-9]+}}, i32 6, i32 %[[X]], i32 undef, i32 undef, i32 %[[O]])
// CHECK: call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %[[T3]], i32 %[[X]], i32 %[[Y]], i32 %[[Z]], i32 1, i32 2)
// CHECK: call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %[[T2]], i32 %[[X]], i32 %[[Y]], i32 undef, i32 3, i32 4)
