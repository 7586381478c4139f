// RUN: hlslc -T lib_6_x %s | FileCheck %s
// lib_6_x keeps a local array of resources that is written at a dynamic
// index as an alloca of %dx.types.Handle, like DXC.
RWBuffer<float> A;
RWBuffer<float> B;
float test(int i, int j) {
  RWBuffer<float> local[2] = {A, A};
  local[i % 2] = B;
  local[j % 2][j] = 1;
  return 0;
}
// CHECK: define float @"\01?test@@YAMHH@Z"(i32 %i, i32 %j)
// CHECK: alloca [2 x %dx.types.Handle]
// CHECK: store %dx.types.Handle
// the handle read back is created and annotated where it is used (DXC)
// CHECK: [[H:%[0-9]+]] = load %dx.types.Handle, %dx.types.Handle*
// CHECK: [[C:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle(i32 160, %dx.types.Handle [[H]])
// CHECK: [[A:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[C]], %dx.types.ResourceProperties { i32 4106, i32 265 })
// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[A]],
