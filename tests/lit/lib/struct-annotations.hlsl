// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// Structs named by an exported function's signature get DXC's struct
// annotations (outer struct first, then the ones inside it): the legacy
// constant-buffer size, then per field its name (6), matrix shape (2),
// offset (3) and component type (7). Local structs get none.
struct A { float4 x; int2 y; float3x2 m; };
struct B { float z; A a; };
struct L { float q; };
export float f(B b) { L l; l.q = b.z; return l.q + b.a.x.y; }

// CHECK: !dx.typeAnnotations = !{![[S:[0-9]+]], !{{[0-9]+}}}
// CHECK: ![[S]] = !{i32 0, %struct.B undef, ![[SB:[0-9]+]], %struct.A undef, ![[SA:[0-9]+]]}
// CHECK: ![[SB]] = !{i32 76, ![[Z:[0-9]+]], ![[FA:[0-9]+]]}
// CHECK: ![[Z]] = !{i32 6, !"z", i32 3, i32 0, i32 7, i32 9}
// CHECK: ![[FA]] = !{i32 6, !"a", i32 3, i32 16}
// CHECK: ![[SA]] = !{i32 60, ![[X:[0-9]+]], ![[Y:[0-9]+]], ![[M:[0-9]+]]}
// CHECK: ![[X]] = !{i32 6, !"x", i32 3, i32 0, i32 7, i32 9}
// CHECK: ![[Y]] = !{i32 6, !"y", i32 3, i32 16, i32 7, i32 4}
// CHECK: ![[M]] = !{i32 6, !"m", i32 2, ![[MS:[0-9]+]], i32 3, i32 32, i32 7, i32 9}
// CHECK: ![[MS]] = !{i32 3, i32 2, i32 2}
