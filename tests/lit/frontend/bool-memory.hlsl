// RUN: hlslc -T cs_6_0 -E main %s -fcgl | FileCheck %s
// bool is i1 in registers and i32 in memory: struct fields, buffer elements
// and locals store zext'ed values and compare loaded ones against zero.

struct Flags { bool a; bool2 b; };
RWStructuredBuffer<Flags> Buf : register(u0);

// CHECK: %struct.Flags = type <{ i32, <2 x i32> }>
// CHECK: %[[P:[0-9]+]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Flagss_1_0t(
// CHECK: %[[FA:[0-9]+]] = getelementptr inbounds %struct.Flags, ptr %[[P]], i32 0, i32 0
// CHECK: %[[LA:[0-9]+]] = load i32, ptr %[[FA]], align 4
// CHECK: %[[BA:[0-9]+]] = icmp ne i32 %[[LA]], 0
// CHECK: %[[N:[0-9]+]] = xor i1 %[[BA]], true
// CHECK: %[[FB:[0-9]+]] = getelementptr inbounds %struct.Flags, ptr %{{[0-9]+}}, i32 0, i32 1
// CHECK: %[[LB:[0-9]+]] = load <2 x i32>, ptr %[[FB]], align 4
// CHECK: icmp ne <2 x i32> %[[LB]], zeroinitializer
// CHECK: %[[Z:[0-9]+]] = zext i1 %{{[0-9]+}} to i32
// CHECK: store i32 %[[Z]], ptr %{{[0-9]+}}, align 4

[numthreads(1, 1, 1)]
void main() {
  bool x = !Buf[0].a;
  Buf[1].a = x || any(Buf[0].b);
}
