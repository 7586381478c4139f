// RUN: hlslc -T lib_6_3 -default-linkage external %s | FileCheck %s
// A library's external function returning a matrix returns DXC's class
// %class.matrix.<T>.<R>.<C> by value (its vector storage read back as the
// class); a caller of an external one reads the result through its own
// vector storage.
float3x4 pick(float3x4 a[2], uint i) { return a[i]; }
float2x2 ext(float x);
float use(float x) { float2x2 m = ext(x); return m[1][0]; }

// CHECK-DAG: %class.matrix.float.3.4 = type { [3 x <4 x float>] }
// CHECK-DAG: %class.matrix.float.2.2 = type { [2 x <2 x float>] }
// CHECK: define %class.matrix.float.3.4 @"\01?pick@@YA?AV?$matrix@M$02$03@@Y01V1@I@Z"(
// CHECK: ret %class.matrix.float.3.4
// CHECK: define float @"\01?use@@YAMM@Z"(float %x)
// CHECK: call %class.matrix.float.2.2 @"\01?ext@@YA?AV?$matrix@M$01$01@@M@Z"(float %x)
// CHECK: ret float
// CHECK: declare %class.matrix.float.2.2 @"\01?ext@@YA?AV?$matrix@M$01$01@@M@Z"(float)
