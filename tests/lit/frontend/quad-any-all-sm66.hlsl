// QuadAny/QuadAll before SM 6.7: the condition as i32 combined with the
// three other lanes of the quad (DXC's expansion).
// RUN: hlslc -E main -T cs_6_6 %s | FileCheck %s
RWStructuredBuffer<float2> Values;
[numthreads(8, 8, 1)]
void main(uint3 ID : SV_DispatchThreadID) {
  Values[ID.x] = float2(QuadAny(ID.x % 4 == 0) ? 1.0 : 2.0, QuadAll(ID.x % 2 == 0) ? 3.0 : 4.0);
}
// CHECK: %[[C:[0-9]+]] = sext i1 %{{[0-9]+}} to i32
// CHECK-NEXT: %[[X:[0-9]+]] = call i32 @dx.op.quadOp.i32(i32 123, i32 %[[C]], i8 0)
// CHECK-NEXT: %[[Y:[0-9]+]] = call i32 @dx.op.quadOp.i32(i32 123, i32 %[[C]], i8 1)
// CHECK-NEXT: %[[Z:[0-9]+]] = call i32 @dx.op.quadOp.i32(i32 123, i32 %[[C]], i8 2)
// CHECK-NEXT: %[[XY:[0-9]+]] = or i32 %[[X]], %[[Y]]
// CHECK-NEXT: %[[XYZ:[0-9]+]] = or i32 %[[XY]], %[[Z]]
// CHECK-NEXT: %[[W:[0-9]+]] = or i32 %[[XYZ]], %[[C]]
// CHECK-NEXT: %[[ANY:[0-9]+]] = trunc i32 %[[W]] to i1
// CHECK: select i1 %[[ANY]], float 1.000000e+00, float 2.000000e+00
// CHECK: and i32 %{{[0-9]+}}, 1
// CHECK: and i32
// CHECK: and i32
// CHECK: %[[W2:[0-9]+]] = and i32
// CHECK-NEXT: %[[ALL:[0-9]+]] = trunc i32 %[[W2]] to i1
// CHECK: select i1 %[[ALL]], float 3.000000e+00, float 4.000000e+00
