// RUN: hlslc -T lib_6_3 -default-linkage external %s | FileCheck %s
// Exported functions and resource globals get DXC's Microsoft C++ names:
// vectors are V?$vector@M$03@@, repeated parameter types back-references,
// arrays of resources decay to PA..., structs are U<name>@@.
struct MyStruct { float2 a; int b; };
RWStructuredBuffer<MyStruct> SB[3];
Texture2D<float4> T4;
RWBuffer<float4> BA[2][2][3];
float4 f1(float4 a, float4 b) { return a + b + T4.Load(0) + SB[1][0].a.x + BA[0][0][0][0]; }
float2 f2(float2 a, float4 b, float2 c, MyStruct s, MyStruct t) { return a; }
int f4(float a[3]) { return 0; }
float f0() { return 1; }

// CHECK-DAG: @"\01?SB@@3PAV?$RWStructuredBuffer@UMyStruct@@@@A" = external constant
// CHECK-DAG: @"\01?T4@@3V?$Texture2D@V?$vector@M$03@@@@A" = external constant
// CHECK-DAG: @"\01?BA@@3PAY112V?$RWBuffer@V?$vector@M$03@@@@A" = external constant
// CHECK-DAG: define <4 x float> @"\01?f1@@YA?AV?$vector@M$03@@V1@0@Z"
// CHECK-DAG: @"\01?f2@@YA?AV?$vector@M$01@@V1@V?$vector@M$03@@0UMyStruct@@2@Z"
// CHECK-DAG: @"\01?f4@@YAHY02M@Z"
// CHECK-DAG: define float @"\01?f0@@YAMXZ"()
