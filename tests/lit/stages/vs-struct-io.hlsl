// RUN: hlslc -T vs_6_0 -E main %s | FileCheck %s
// A vertex shader with struct input and output: one loadInput per read
// component, elements read last-first at the top of the entry (as DXC
// inserts them), one storeOutput per written component at the return;
// signature elements packed as DXC does (FOG shares TEXCOORD's row), and
// DXC's input -> output dependencies in dx.viewIdState.

struct VSIn { float3 pos : POSITION; float2 uv : TEXCOORD0; uint vid : SV_VertexID; };
struct VSOut { float4 pos : SV_Position; float2 uv : TEXCOORD0; float fog : FOG; nointerpolation uint id : ID; };

// CHECK-LABEL: define void @main()
// CHECK-NEXT: %1 = call i32 @dx.op.loadInput.i32(i32 4, i32 2, i32 0, i8 0, i32 undef)
// CHECK-NEXT: %2 = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 0, i32 undef)
// CHECK-NEXT: %3 = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 1, i32 undef)
// CHECK-NEXT: %4 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
// CHECK-NEXT: %5 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 undef)
// CHECK-NEXT: %6 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 undef)
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %4)
// CHECK-NEXT: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %5)
// CHECK-NEXT: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float %6)
// CHECK-NEXT: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.000000e+00)
// CHECK-NEXT: call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 0, float
// CHECK-NEXT: call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 1, float
// CHECK-NEXT: call void @dx.op.storeOutput.f32(i32 5, i32 2, i32 0, i8 0, float %6)
// CHECK-NEXT: call void @dx.op.storeOutput.i32(i32 5, i32 3, i32 0, i8 0, i32 %1)
// CHECK-NEXT: ret void

// CHECK: !dx.viewIdState = !{![[VID:[0-9]+]]}
// CHECK: !dx.entryPoints = !{![[EP:[0-9]+]]}
// CHECK: ![[VID]] = !{[11 x i32] [i32 9, i32 9, i32 1, i32 2, i32 68, i32 0, i32 16, i32 32, i32 0, i32 0, i32 256]}
// CHECK: ![[EP]] = !{void ()* @main, !"main", ![[SIG:[0-9]+]], null, null}
// CHECK: ![[SIG]] = !{![[IN:[0-9]+]], ![[OUT:[0-9]+]], null}
// CHECK: ![[IN]] = !{![[POS:[0-9]+]], ![[UV:[0-9]+]], ![[VIDX:[0-9]+]]}
// CHECK: ![[POS]] = !{i32 0, !"POSITION", i8 9, i8 0, ![[I0:[0-9]+]], i8 0, i32 1, i8 3, i32 0, i8 0, ![[U7:[0-9]+]]}
// CHECK: ![[I0]] = !{i32 0}
// CHECK: ![[U7]] = !{i32 3, i32 7}
// CHECK: ![[UV]] = !{i32 1, !"TEXCOORD", i8 9, i8 0, ![[I0]], i8 0, i32 1, i8 2, i32 1, i8 0, ![[U3:[0-9]+]]}
// CHECK: ![[VIDX]] = !{i32 2, !"SV_VertexID", i8 5, i8 1, ![[I0]], i8 0, i32 1, i8 1, i32 2, i8 0, ![[U1:[0-9]+]]}
// CHECK: ![[OUT]] = !{![[OPOS:[0-9]+]], ![[OUV:[0-9]+]], ![[OFOG:[0-9]+]], ![[OID:[0-9]+]]}
// CHECK: ![[OPOS]] = !{i32 0, !"SV_Position", i8 9, i8 3, ![[I0]], i8 4, i32 1, i8 4, i32 0, i8 0, ![[U15:[0-9]+]]}
// CHECK: ![[OUV]] = !{i32 1, !"TEXCOORD", i8 9, i8 0, ![[I0]], i8 2, i32 1, i8 2, i32 1, i8 0, ![[U3]]}
// CHECK: ![[OFOG]] = !{i32 2, !"FOG", i8 9, i8 0, ![[I0]], i8 2, i32 1, i8 1, i32 1, i8 2, ![[U1]]}
// CHECK: ![[OID]] = !{i32 3, !"ID", i8 5, i8 0, ![[I0]], i8 1, i32 1, i8 1, i32 2, i8 0, ![[U1]]}

VSOut main(VSIn i) {
  VSOut o;
  o.pos = float4(i.pos, 1);
  o.uv = i.uv * 2;
  o.fog = i.pos.z;
  o.id = i.vid;
  return o;
}
