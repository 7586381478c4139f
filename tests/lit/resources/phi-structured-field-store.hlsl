// RUN: hlslc -T lib_6_3 -default-linkage external %s | FileCheck %s
// Resources of one array merged by phis/selects are one handle with a
// phi/select of indices also when the access stores a field of the
// structured buffer's element (buf[j].b = x: a GEP after the pointer).

// CHECK: define i32 @"\01?test@@YAIHHH@Z"(i32 %i, i32 %j, i32 %m)
// CHECK-NOT: phi %dx.types.Handle
// CHECK-NOT: select i1 %{{[^,]+}}, %dx.types.Handle
// CHECK: phi i32
// CHECK: call void @dx.op.rawBufferStore.i32(
// CHECK: ret i32

struct MyStruct { float2 a; int b; float3 c; };
RWStructuredBuffer<MyStruct> BufArray[3];

uint test(int i, int j, int m) {
  RWStructuredBuffer<MyStruct> buf = BufArray[2];
  while (i > 9) {
    if (i < m) buf = BufArray[1];
    buf[j].b = i;
    i--;
  }
  buf[i].b = j;
  return i;
}
