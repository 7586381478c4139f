// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// A library entry without parameters or result is kept as written (DXC
// lowers no signature for it): it stays in place, its annotation is listed
// with the exported functions and has qualifier 1; the others are annotated
// again with qualifier 0 as DXC lowers their parameters (P2) and results
// (P1); one with a result is recreated at the end of the module.
RWBuffer<float> b;
[shader("pixel")] float4 P1() : SV_Target { return 1; }
[shader("vertex")] void V1() { b[0] = 1; }
[shader("pixel")] void P2(float4 p : SV_Position) { b[0] = p.x; }

// CHECK: define void @V1()
// CHECK: define void @P2()
// CHECK: define void @P1()
// CHECK: !{i32 1, void ()* @V1, ![[KEPT:[0-9]+]], void ()* @P2, ![[NEW:[0-9]+]], void ()* @P1, ![[NEW]]}
// CHECK: ![[KEPT]] = !{![[K:[0-9]+]]}
// CHECK: ![[K]] = !{i32 1, ![[E:[0-9]+]], ![[E]]}
// CHECK: ![[NEW]] = !{![[N:[0-9]+]]}
// CHECK: ![[N]] = !{i32 0, ![[E]], ![[E]]}
