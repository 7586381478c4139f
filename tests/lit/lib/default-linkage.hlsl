// RUN: hlslc -T lib_6_3 %s | FileCheck %s --check-prefix=INTERNAL
// RUN: hlslc -T lib_6_3 -default-linkage internal %s | FileCheck %s --check-prefix=INTERNAL
// RUN: hlslc -T lib_6_3 -default-linkage external %s | FileCheck %s --check-prefix=EXTERNAL
// RUN: hlslc -T lib_6_x %s | FileCheck %s --check-prefix=EXTERNAL
// Library functions without `export` or `static` follow -default-linkage
// (lib_6_3 ... lib_6_8: internal, lib_6_x: external); `export` always
// exports and `static` never does.
float foo(float a) { return a * 2; }
static float bar(float a) { return a * 3; }
export float baz(float a) { return bar(a); }

// INTERNAL-NOT: define {{.*}}foo
// INTERNAL-NOT: define {{.*}}bar
// INTERNAL: define float @"\01?baz@@YAMM@Z"(float %a)
// INTERNAL-NOT: define

// EXTERNAL: define float @"\01?foo@@YAMM@Z"(float %a)
// EXTERNAL-NOT: bar@@
// EXTERNAL: define float @"\01?baz@@YAMM@Z"(float %a)
