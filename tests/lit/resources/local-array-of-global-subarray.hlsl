// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// A local array of resources copied from part of a global resource array
// with a dynamic subscript (a = Other[m]) holds the handles of that part's
// own elements, each made with its index (3m + k); a dynamic subscript of
// the local then reaches one of them: one handle, index 3m + j % 3 (selected).

// CHECK: %[[M:[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 2)
// CHECK: %[[B:[0-9]+]] = mul i32 %[[M]], 3
// CHECK: %[[B1:[0-9]+]] = add i32 %[[B]], 1
// CHECK: %[[B2:[0-9]+]] = add i32 %[[B]], 2
// CHECK: %[[S:[0-9]+]] = select i1 %{{[0-9]+}}, i32 %[[B1]], i32 %[[B2]]
// CHECK: %[[I:[0-9]+]] = select i1 %{{[0-9]+}}, i32 %[[B]], i32 %[[S]]
// CHECK: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 %[[I]], i1 false)
// CHECK-NOT: createHandle(
// CHECK: call void @dx.op.bufferStore.f32(

RWBuffer<float4> Other[2][3];

[numthreads(1, 1, 1)]
void main(uint3 t : SV_DispatchThreadID) {
  int j = t.y, m = t.z;
  RWBuffer<float4> a[3] = Other[m];
  a[j % 3][0] = 1;
}
