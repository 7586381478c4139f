// RUN: hlslc -T ps_6_6 %s | FileCheck %s
// A conditional between descriptor-heap entries is control flow, as in DXC:
// a branch, a phi of the heap indices and one handle from the heap.

int c;
float main() : SV_Target {
  ByteAddressBuffer b = c > 0 ? ResourceDescriptorHeap[0] : ResourceDescriptorHeap[1];
  return b.Load(0);
}

// CHECK-NOT: phi %dx.types.Handle
// CHECK-NOT: select
// CHECK: br i1 %{{[0-9]+}}, label %[[T:[0-9]+]], label %[[F:[0-9]+]]
// CHECK: %[[IDX:[0-9]+]] = phi i32 [ 0, %[[T]] ], [ 1, %[[F]] ]
// CHECK-NEXT: %[[H:[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %[[IDX]], i1 false, i1 false)
// CHECK-NEXT: %[[A:[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[H]], %dx.types.ResourceProperties { i32 11, i32 0 })
// CHECK-NEXT: call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %[[A]], i32 0,
