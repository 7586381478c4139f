// RUN: hlslc -T lib_6_3 -exports 'A,B=ex;twice;Y=\01?one@@YAMH@Z' %s | FileCheck %s
// -exports: only the functions the map names are exported, each under the
// names before '='. A function keeps its place under the first of them (in
// byte order) unless its own is among them; every other name is a copy at
// the module's end, whose arguments have no names (DXC's clones). A plain
// name takes every overload; a Microsoft C++ name (\01 spelled out) one.
// `export` without a mention is internal (dropped), `static` with one is
// exported. Functions are in clang's order: a static one where first called.
static float twice(float x) { return x * 2; }
export float ex(float x) { return twice(x) + 1; }
float one(int x) { return x + 3; }
float one(float x) { return x + 4; }
export float unlisted(float x) { return x; }

// CHECK-NOT: unlisted
// CHECK: define float @"\01?A@@YAMM@Z"(float %x)
// CHECK: define float @"\01?twice@@YAMM@Z"(float %x)
// CHECK: define float @"\01?Y@@YAMH@Z"(i32 %x)
// CHECK: define float @"\01?B@@YAMM@Z"(float)
// CHECK-NOT: define
// CHECK: !dx.typeAnnotations
// CHECK-SAME: {{^}} = !{![[A:[0-9]+]]}
// CHECK: ![[A]] = !{i32 1, float (float)* @"\01?A@@YAMM@Z", !{{[0-9]+}}, float (float)* @"\01?twice@@YAMM@Z", !{{[0-9]+}}, float (i32)* @"\01?Y@@YAMH@Z", !{{[0-9]+}}, float (float)* @"\01?B@@YAMM@Z", !{{[0-9]+}}}
