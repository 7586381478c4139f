// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// RUN: hlslc -T cs_6_6 -E main -DWRITE %s | FileCheck %s --check-prefix=WRITE
// RUN: hlslc -T cs_6_6 -E main -DGROUPSHARED %s | FileCheck %s --check-prefix=WRITE
// RUN: hlslc -T cs_6_6 -E main -DBARRIER %s | FileCheck %s --check-prefix=WRITE
// RUN: hlslc -T cs_6_6 -E main -DLOCAL %s | FileCheck %s
// RUN: hlslc -T cs_6_6 -E main -DOTHER %s | FileCheck %s
// Within a block, later references to a resource share its annotateHandle
// (DXC's GVN merges the handle creations) unless something between writes
// memory other than a local variable, or reads a global variable.

RWByteAddressBuffer buf : register(u0);
RWByteAddressBuffer other : register(u1);
groupshared float gs[64];
cbuffer C : register(b0) { uint n; }

[numthreads(64, 1, 1)]
void main(uint tid : SV_GroupIndex) {
  float a = buf.Load<float>(0);
#if defined(WRITE)
  other.Store(4, a);
#elif defined(GROUPSHARED)
  a += gs[tid];
#elif defined(BARRIER)
  GroupMemoryBarrierWithGroupSync();
#elif defined(LOCAL)
  float l[8];
  l[tid & 7] = a;
  a = l[n & 7];
#elif defined(OTHER)
  a += other.Load<float>(8);
#endif
  float b = buf.Load<float>(4);
  buf.Store(16, a + b);
}

// CHECK: %[[B:[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
// CHECK: %[[A:[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[B]],
// CHECK-NEXT: call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %[[A]], i32 0,
// CHECK-NOT: @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[B]],
// CHECK: call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %[[A]], i32 4,
// CHECK-NOT: @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[B]],
// CHECK: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %[[A]], i32 16,

// WRITE: %[[B:[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
// WRITE: %[[A:[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[B]],
// WRITE-NEXT: call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %[[A]], i32 0,
// WRITE: %[[A2:[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[B]],
// WRITE-NEXT: call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %[[A2]], i32 4,
// WRITE-NOT: @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[B]],
// WRITE: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %[[A2]], i32 16,
