// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// [unroll(n)] as DXC does it: at most n iterations are kept (a loop that
// would run longer is cut to n), and with a bound only known at run time
// every copy keeps its test, the loop's hints on it.

// CHECK-LABEL: define void @main()
// CHECK: @dx.op.dot3.f32
// CHECK: @dx.op.dot3.f32
// CHECK: @dx.op.dot3.f32
// CHECK-NOT: @dx.op.dot3.f32
// CHECK: icmp slt i32 0, %[[N:[0-9]+]]
// CHECK-NEXT: br i1 %{{[0-9]+}}, label %{{[0-9]+}}, label %{{[0-9]+}}, !llvm.loop ![[L:[0-9]+]]
// CHECK: icmp slt i32 1, %[[N]]
// CHECK-NEXT: br i1 %{{[0-9]+}}, label %{{[0-9]+}}, label %{{[0-9]+}}, !llvm.loop !{{[0-9]+}}
// CHECK-NOT: icmp slt i32 2, %[[N]]
// CHECK: ![[L]] = distinct !{![[L]], ![[C:[0-9]+]]}
// CHECK: ![[C]] = !{!"llvm.loop.unroll.count", i32 2}

int n;

float main(float3 a : A, float3 b : B) : SV_Target {
  float result = 0;
  [unroll(3)]
  for (int i = 0; i < 10; i++)
    result += dot(a * i, b);
  [unroll(2)]
  for (int j = 0; j < n; j++)
    result += a.x;
  return result;
}
