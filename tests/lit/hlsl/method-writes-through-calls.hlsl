// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// A member function that changes its object only through another member
// function (here one defined later, out of line) still writes a buffer
// element back.

struct S {
  uint n;
  void bump();
  void twice() { bump(); bump(); }
};
void S::bump() { n++; }

RWStructuredBuffer<S> Buf : register(u0);

// CHECK-LABEL: define void @main()
// CHECK: %[[L:[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %[[B:[0-9]+]], i32 %[[ID:[0-9]+]], i32 0)
// CHECK: %[[V:[0-9]+]] = extractvalue %dx.types.ResRet.i32 %[[L]], 0
// CHECK: %[[N1:[0-9]+]] = add i32 %[[V]], 1
// CHECK: %[[N:[0-9]+]] = add i32 %[[N1]], 1
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %[[B]], i32 %[[ID]], i32 0, i32 %[[N]],
[numthreads(64, 1, 1)]
void main(uint id : SV_DispatchThreadID) {
  Buf[id].twice();
}
