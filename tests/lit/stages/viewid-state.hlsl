// With SV_ViewID read, the ViewID state carries the mask of outputs that
// depend on it before the input-to-output tables (DxilViewIdState::Serialize):
// outputs 0-3 through p * vid and 8 through the branch on vid.
// RUN: hlslc -T vs_6_1 -E main %s | FileCheck %s
struct O { float4 p : SV_Position; float4 c : C; float d : D; };
O main(uint vid : SV_ViewID, float4 p : P, float4 q : Q) {
  O o;
  o.p = p * vid;
  o.c = q;
  o.d = vid > 1 ? q.x : p.y;
  return o;
}
// CHECK: ; Number of inputs: 8, outputs: 9
// CHECK-NEXT: ; Outputs dependent on ViewId: { 0, 1, 2, 3, 8 }
// CHECK-NEXT: ; Inputs contributing to computation of Outputs:
// CHECK-NEXT: ;   output 0 depends on inputs: { 0 }
// CHECK: ;   output 7 depends on inputs: { 7 }
// CHECK-NEXT: ;   output 8 depends on inputs: { 1, 4 }
// CHECK: !dx.viewIdState = !{![[V:[0-9]+]]}
// CHECK: ![[V]] = !{[11 x i32] [i32 8, i32 9, i32 271, i32 1, i32 258, i32 4, i32 8, i32 272, i32 32, i32 64, i32 128]}
