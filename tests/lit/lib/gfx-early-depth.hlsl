// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// A library's [earlydepthstencil] pixel entry states the ForceEarlyDepthStencil
// shader flag (tag 0, bit 3) in its properties, as DXC's
// EmitDxilEntryProperties does; its other flags are not written there.
RWBuffer<float> B;
[shader("pixel")]
[earlydepthstencil]
float4 Early(float4 p : SV_Position) : SV_Target { B[0] = p.x; return p; }
[shader("pixel")]
float4 Late(float4 p : SV_Position) : SV_Target { B[1] = p.y; return p; }

// CHECK: !{void ()* @Early, !"Early", !{{[0-9]+}}, null, ![[E:[0-9]+]]}
// CHECK: ![[E]] = !{i32 0, i64 8, i32 8, i32 0, i32 5, !{{[0-9]+}}}
// CHECK: !{void ()* @Late, !"Late", !{{[0-9]+}}, null, ![[L:[0-9]+]]}
// CHECK: ![[L]] = !{i32 8, i32 0, i32 5, !{{[0-9]+}}}
