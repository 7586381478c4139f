// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// A [shader("vertex")] entry in a library: struct and system-value inputs
// flattened into its input signature (SV_VertexID kind 1), the returned
// struct into its output signature; shader kind 1.
struct VOut { float4 pos : SV_Position; float2 uv : TEXCOORD0; };
[shader("vertex")]
VOut VSMain(float3 p : POSITION, float2 uv : TEXCOORD, uint vid : SV_VertexID) {
  VOut o; o.pos = float4(p, vid); o.uv = uv; return o;
}

// CHECK: define void @VSMain()
// CHECK: call i32 @dx.op.loadInput.i32(i32 4, i32 2, i32 0, i8 0, i32 undef)
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 1, float
// CHECK: ![[VS:[0-9]+]] = !{void ()* @VSMain, !"VSMain", ![[SIG:[0-9]+]], null, ![[PR:[0-9]+]]}
// CHECK: ![[SIG]] = !{![[IN:[0-9]+]], ![[OUT:[0-9]+]], null}
// CHECK: ![[IN]] = !{![[I0:[0-9]+]], ![[I1:[0-9]+]], ![[I2:[0-9]+]]}
// CHECK: ![[I0]] = !{i32 0, !"POSITION", i8 9, i8 0, ![[Z:[0-9]+]], i8 0, i32 1, i8 3, i32 0, i8 0, null}
// CHECK: ![[I1]] = !{i32 1, !"TEXCOORD", i8 9, i8 0, ![[Z]], i8 0, i32 1, i8 2, i32 1, i8 0, null}
// CHECK: ![[I2]] = !{i32 2, !"SV_VertexID", i8 5, i8 1, ![[Z]], i8 0, i32 1, i8 1, i32 2, i8 0, null}
// CHECK: ![[OUT]] = !{![[O0:[0-9]+]], ![[O1:[0-9]+]]}
// CHECK: ![[O0]] = !{i32 0, !"SV_Position", i8 9, i8 3, ![[Z]], i8 4, i32 1, i8 4, i32 0, i8 0, null}
// CHECK: ![[O1]] = !{i32 1, !"TEXCOORD", i8 9, i8 0, ![[Z]], i8 2, i32 1, i8 2, i32 1, i8 0, null}
// CHECK: ![[PR]] = !{i32 8, i32 1, i32 5, ![[Z]]}
