// RUN: hlslc -T vs_6_0 -E main %s -fcgl | FileCheck %s
// Front-end form of a vertex entry: parameters and the return value live in
// allocas; inputs are read with llvm.dx.load.input (one scalar per call,
// last element first; bools through i32 != 0), outputs written with
// llvm.dx.store.output before the return (out parameters, then the return
// value); inout parameters are an output (written back) and an input;
// dx.semantic.signatures lists the elements unplaced for
// dxil-translate-metadata: !{id, name, comptype, kind, indices, interp,
// rows, cols, -1, -1, usage, dynmask, stream}.

// CHECK: define void @main() [[ATTR:#[0-9]+]] {
// CHECK: %q = alloca <3 x float>
// CHECK: %[[Q0:[0-9]+]] = call fast float @llvm.dx.load.input.f32(i32 3, i32 0, i8 0, i32 undef)
// CHECK: call fast float @llvm.dx.load.input.f32(i32 2, i32 1, i8 1, i32 undef)
// CHECK: %[[B:[0-9]+]] = call i32 @llvm.dx.load.input.i32(i32 1, i32 0, i8 0, i32 undef)
// CHECK-NEXT: icmp ne i32 %[[B]], 0
// CHECK: call fast float @llvm.dx.load.input.f32(i32 0, i32 0, i8 3, i32 undef)
// CHECK: call void @llvm.dx.store.output.f32(i32 0, i32 0, i8 0, float
// CHECK: call void @llvm.dx.store.output.f32(i32 1, i32 0, i8 3, float
// CHECK-NEXT: load float, ptr %x
// CHECK-NEXT: call void @llvm.dx.store.output.f32(i32 2, i32 0, i8 0, float
// CHECK-NEXT: ret void
// CHECK: attributes [[ATTR]] = { nounwind "hlsl.shader"="vertex" }
// CHECK: !dx.semantic.signatures = !{![[REC:[0-9]+]]}
// CHECK: ![[REC]] = !{ptr @main, ![[IN:[0-9]+]], ![[OUT:[0-9]+]]}
// CHECK: ![[IN]] = !{![[P:[0-9]+]], ![[F:[0-9]+]], ![[T:[0-9]+]], ![[QI:[0-9]+]]}
// CHECK: ![[P]] = !{i32 0, !"POSITION", i32 9, i32 0, ![[I0:[0-9]+]], i32 0, i32 1, i8 4, i32 -1, i8 -1, i8 0, i8 0, i32 0}
// CHECK: ![[F]] = !{i32 1, !"FLAG", i32 1, i32 0, ![[I0]], i32 0, i32 1, i8 1, i32 -1, i8 -1, i8 0, i8 0, i32 0}
// CHECK: ![[T]] = !{i32 2, !"TEXCOORD", i32 9, i32 0, ![[I12:[0-9]+]], i32 0, i32 2, i8 2, i32 -1, i8 -1, i8 0, i8 0, i32 0}
// CHECK: ![[I12]] = !{i32 1, i32 2}
// CHECK: ![[QI]] = !{i32 3, !"Q", i32 9, i32 0, ![[I0]], i32 0, i32 1, i8 3,
// CHECK: ![[OUT]] = !{![[QO:[0-9]+]], ![[SVP:[0-9]+]], ![[X:[0-9]+]]}
// CHECK: ![[QO]] = !{i32 0, !"Q", i32 9, i32 0, ![[I0]], i32 2, i32 1, i8 3,
// CHECK: ![[SVP]] = !{i32 1, !"SV_Position", i32 9, i32 3, ![[I0]], i32 4, i32 1, i8 4,
// CHECK: ![[X]] = !{i32 2, !"X", i32 9, i32 0, ![[I0]], i32 2, i32 1, i8 1,

void main(float4 p : POSITION, bool b : FLAG, float2 t[2] : TEXCOORD1, inout float3 q : Q,
          out float4 o : SV_Position, out float x : X) {
  o = p;
  if (b) { x = t[1].y; o.y = 3; } else x = 2;
  q *= 2;
  o.x += x;
}
