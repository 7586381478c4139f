// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// dx.typeAnnotations lists the exported functions, then the entries, each
// with its result and parameter annotations: input qualifier (0 in, 1 out,
// 2 inout), component type (tag 7: 9 f32, 5 u32, 4 i32, 1 i1), matrices as
// tag 2 !{rows, cols, 2 = column major}. Values as DXC writes them (an entry
// without parameters has one annotation with qualifier 1).
export float4 f1(float4 a, uint b, out int c, inout float d, bool e) { c = 1; return a; }
export void f2(float2x3 m) { }
[shader("compute")][numthreads(1, 1, 1)] void cs() { }

// CHECK: !dx.typeAnnotations = !{![[TA:[0-9]+]]}
// CHECK: ![[TA]] = !{i32 1, {{.*}}@"\01?f1@@YA?AV?$vector@M$03@@V1@IAIAHAIAM_N@Z", ![[F1:[0-9]+]], {{.*}}@"\01?f2@@YAXV?$matrix@M$01$02@@@Z", ![[F2:[0-9]+]], void ()* @cs, ![[CS:[0-9]+]]}
// CHECK: ![[F1]] = !{![[RET:[0-9]+]], ![[A:[0-9]+]], ![[B:[0-9]+]], ![[C:[0-9]+]], ![[D:[0-9]+]], ![[E:[0-9]+]]}
// CHECK: ![[RET]] = !{i32 1, ![[FLT:[0-9]+]], ![[NONE:[0-9]+]]}
// CHECK: ![[FLT]] = !{i32 7, i32 9}
// CHECK: ![[NONE]] = !{}
// CHECK: ![[A]] = !{i32 0, ![[FLT]], ![[NONE]]}
// CHECK: ![[B]] = !{i32 0, ![[U32:[0-9]+]], ![[NONE]]}
// CHECK: ![[U32]] = !{i32 7, i32 5}
// CHECK: ![[C]] = !{i32 1, ![[I32:[0-9]+]], ![[NONE]]}
// CHECK: ![[I32]] = !{i32 7, i32 4}
// CHECK: ![[D]] = !{i32 2, ![[FLT]], ![[NONE]]}
// CHECK: ![[E]] = !{i32 0, ![[I1:[0-9]+]], ![[NONE]]}
// CHECK: ![[I1]] = !{i32 7, i32 1}
// CHECK: ![[F2]] = !{![[VOIDRET:[0-9]+]], ![[M:[0-9]+]]}
// CHECK: ![[VOIDRET]] = !{i32 1, ![[NONE]], ![[NONE]]}
// CHECK: ![[M]] = !{i32 0, ![[MA:[0-9]+]], ![[NONE]]}
// CHECK: ![[MA]] = !{i32 2, ![[MS:[0-9]+]], i32 7, i32 9}
// CHECK: ![[MS]] = !{i32 2, i32 3, i32 2}
// CHECK: ![[CS]] = !{![[VOIDRET]]}
