// RUN: hlslc -T lib_6_x %s | FileCheck %s
// lib_6_x: an external function's out or inout resource parameter may
// change the handle: the caller passes handle memory and reads the handle
// back after the call (DXC). Checked against DXC.
void getRes(out RWBuffer<float> b);
void modRes(inout RWBuffer<float> b);
RWBuffer<float> gb;
export void user(uint i) {
  RWBuffer<float> b; getRes(b); b[i] = 1;
  RWBuffer<float> c = gb; modRes(c); c[i] = 2;
}
// CHECK: define void @"\01?user@@YAXI@Z"(i32 %i)
// CHECK: [[G:%[0-9]+]] = load %dx.types.Handle, %dx.types.Handle* @"\01?gb@@3V?$RWBuffer@M@@A"
// CHECK: call void @"\01?getRes@@YAXV?$RWBuffer@M@@@Z"(%dx.types.Handle* nonnull [[B:%[0-9a-z]+]])
// CHECK: [[BH:%[0-9]+]] = load %dx.types.Handle, %dx.types.Handle* [[B]]
// CHECK: call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32 160, %dx.types.Handle [[BH]])
// CHECK: store %dx.types.Handle [[G]], %dx.types.Handle* [[C:%[0-9a-z]+]]
// CHECK: call void @"\01?modRes@@YAXV?$RWBuffer@M@@@Z"(%dx.types.Handle* nonnull [[C]])
// CHECK: [[CH:%[0-9]+]] = load %dx.types.Handle, %dx.types.Handle* [[C]]
// CHECK: call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32 160, %dx.types.Handle [[CH]])
