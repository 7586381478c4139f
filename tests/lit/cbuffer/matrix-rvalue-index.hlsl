// m[i][j] of a matrix value with a dynamic row goes through a local array of
// the whole matrix in its memory form (bool as i32), as DXC does; v[i] of a
// bool vector value through an array of i1.
// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
float4x4 xt;
float4 x4;
uint i;

float4 main() : SV_Target {
  uint x = (x4 < i)[i];
  x += (xt == 6)[i][i];
  return x;
}
// CHECK-DAG: alloca [4 x i1], align 4
// CHECK-DAG: alloca [16 x i32], align 4
// CHECK: store i1 %{{[0-9]+}}, i1* %{{[0-9]+}}, align 4
// CHECK: %[[C:[0-9]+]] = fcmp fast oeq float %{{[0-9]+}}, 6.000000e+00
// CHECK: %[[R:[0-9]+]] = shl i32 %[[I:[0-9]+]], 2
// CHECK-NEXT: %[[K:[0-9]+]] = add i32 %[[R]], %[[I]]
// CHECK-NEXT: %[[Z:[0-9]+]] = zext i1 %[[C]] to i32
// CHECK-NEXT: getelementptr inbounds [16 x i32], [16 x i32]* %{{[0-9]+}}, i32 0, i32 0
// CHECK-NEXT: store i32 %[[Z]], i32* %{{[0-9]+}}, align 4
// CHECK: %[[P:[0-9]+]] = getelementptr [16 x i32], [16 x i32]* %{{[0-9]+}}, i32 0, i32 %[[K]]
// CHECK-NEXT: %[[E:[0-9]+]] = load i32, i32* %[[P]], align 4
// CHECK-NEXT: icmp ne i32 %[[E]], 0
