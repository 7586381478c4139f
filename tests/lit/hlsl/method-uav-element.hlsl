// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// On a RWStructuredBuffer element a member function that only reads its
// object stores nothing back (another thread may be writing the element);
// one that changes it writes the element back.

struct E {
  uint n;
  uint get() { return n * 3; }
  void bump() { n += 1; }
};

RWStructuredBuffer<E> Buf : register(u0);
RWStructuredBuffer<uint> Out : register(u1);

// CHECK-LABEL: define void @main()
// CHECK: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %[[B:[0-9]+]], i32 %[[ID:[0-9]+]], i32 0)
// CHECK-NOT: @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %[[B]],
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 %[[ID]], i32 0, i32 %{{[0-9]+}},
// CHECK: %[[N:[0-9]+]] = add i32 %{{[0-9]+}}, 1
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %[[B]], i32 %[[ID]], i32 0, i32 %[[N]],
// CHECK-NOT: bufferStore
// CHECK: ret void
[numthreads(64, 1, 1)]
void main(uint id : SV_DispatchThreadID) {
  Out[id] = Buf[id].get();
  Buf[id].bump();
}
