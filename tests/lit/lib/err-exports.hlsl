// RUN: not hlslc -T lib_6_3 -exports 'Foo=VSMain;Foo=VSMainDup;RayGen;RayGen=fn' %s 2>&1 | FileCheck %s --check-prefix=COLLIDE
// RUN: not hlslc -T lib_6_3 -exports 'VSMain;nothere;\01?alsonot@@YAXXZ;st' %s 2>&1 | FileCheck %s --check-prefix=UNUSED
// RUN: not hlslc -T lib_6_3 -exports 'VSMain;=fn' %s 2>&1 | FileCheck %s --check-prefix=SYNTAX
// RUN: not hlslc -T lib_6_3 -exports 'VSMain;;fn' %s 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not hlslc -T lib_6_3 -exports 'X=' %s 2>&1 | FileCheck %s --check-prefix=NOINTERNAL
// RUN: not hlslc -T vs_6_0 -E VSMain -exports VSMain %s 2>&1 | FileCheck %s --check-prefix=PROFILE
// RUN: not hlslc -T lib_6_3 -exports 'R,S=takes' %s 2>&1 | FileCheck %s --check-prefix=RES
// -exports' errors, as DXC words them (no source position): a name two
// functions would be exported as (each collision once, in byte order: the
// entries' C++-named copies collide too), an internal name that names no
// function (a static function nothing calls is not in the module), a
// definition without a name, and the option outside a library profile.
// Below lib_6_x, resources at an exported function's boundary are an error
// under each name it is exported as.
[shader("vertex")]
float4 VSMain(int3 coord : COORD) : SV_Position { return coord.xyzz; }
[shader("vertex")]
float4 VSMainDup(int3 coord : COORD) : SV_Position { return coord.xyzz; }
void fn() {}
RWBuffer<float> b;
float takes(RWBuffer<float> r, uint i) { return r[i]; }
static void st() {}
[shader("raygeneration")]
void RayGen() {}

// COLLIDE: error: Export name collides with another export: \01?Foo@@YA?AV?$vector@M$03@@V?$vector@H$02@@@Z
// COLLIDE: error: Export name collides with another export: \01?RayGen@@YAXXZ
// COLLIDE: error: Export name collides with another export: Foo
// COLLIDE-NOT: error

// UNUSED: error: Could not find target for export: \01?alsonot@@YAXXZ
// UNUSED: error: Could not find target for export: nothere
// UNUSED: error: Could not find target for export: st
// UNUSED-NOT: error

// SYNTAX: error: Error parsing -exports options: Invalid syntax for -exports: '=fn'.  Syntax is: export1{{\[\[}},export2,...]=internal][;...]
// EMPTY: error: Error parsing -exports options: Invalid syntax for -exports: ''.  Syntax is: export1{{\[\[}},export2,...]=internal][;...]
// NOINTERNAL: error: Error parsing -exports options: Invalid syntax for -exports: 'X='.  Syntax is: export1{{\[\[}},export2,...]=internal][;...]
// PROFILE: library profile required when using -exports option
// RES: error: Exported function \01?R@@YAMV?$RWBuffer@M@@I@Z must not contain a resource in parameter or return type.
// RES: error: Exported function \01?S@@YAMV?$RWBuffer@M@@I@Z must not contain a resource in parameter or return type.
