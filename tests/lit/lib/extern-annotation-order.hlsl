// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// A library's external declarations have function annotations too, in
// clang's order of emission: each after the function that first calls it,
// the functions as defined, a static one once the others are done (clang
// defers it). An external function only dead code calls is dropped with its
// annotation. Checked against DXC.
float ext1(float x);
float ext2(float x);
float ext3(float x);
float unused(float x);
static float helper(float x) { return ext3(x); }
export float A(float y) { return ext1(y); }
export float B(float y) { if (false) return unused(y); return ext2(y) + helper(y); }
[shader("compute")][numthreads(1,1,1)] void main() {}
// CHECK-NOT: unused
// CHECK: !{i32 1, float (float)* @"\01?A@@YAMM@Z", !{{[0-9]+}}, float (float)* @"\01?ext1@@YAMM@Z", !{{[0-9]+}}, float (float)* @"\01?B@@YAMM@Z", !{{[0-9]+}}, float (float)* @"\01?ext2@@YAMM@Z", !{{[0-9]+}}, void ()* @main, !{{[0-9]+}}, float (float)* @"\01?ext3@@YAMM@Z", !{{[0-9]+}}}
// CHECK-NOT: unused
