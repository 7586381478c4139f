// Arrays of structs in entry signatures: each field is an element whose
// rows repeat per struct element, the semantic indices numbered struct
// element by struct element (m[0].x = N0,N1; m[0].y = N2; m[1].x = N3,N4;
// m[1].y = N5), inputs and outputs, as DXC lays them out.
// RUN: hlslc -T vs_6_0 -E main %s | FileCheck %s
// CHECK: ; A                        0   xyzw        0     NONE   float   xyzw
// CHECK: ; N                        0   xy          1     NONE   float    y
// CHECK: ; N                        1   xy          2     NONE   float    y
// CHECK: ; N                        3   xy          3     NONE   float    y
// CHECK: ; N                        4   xy          4     NONE   float    y
// CHECK: ; N                        2   xyz         5     NONE   float   xyz
// CHECK: ; N                        5   xyz         6     NONE   float   xyz
// CHECK: ; SV_Position              0   xyzw        0      POS   float   xyzw
// CHECK: ; OO                       0   xyzw        1     NONE   float   xyzw
// CHECK: ; OO                       2   xyzw        2     NONE   float   xyzw
// CHECK: ; OO                       1   x           3     NONE   float   x
// CHECK: ; OO                       3   x           4     NONE   float   x
// CHECK: call float @dx.op.loadInput.f32(i32 4, i32 1, i32 3, i8 1, i32 undef)
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 2, i32 1, i8 0, float

struct D { float2 x[2]; float3 y; };
struct O { float4 c; float d; };
struct VOut { float4 pos : SV_Position; O o[2] : OO; };
VOut main(float4 a : A, D m[2] : N, uint i : I) {
  VOut v;
  v.pos = a;
  [unroll] for (int k = 0; k < 2; k++) { v.o[k].c = a * k + m[k].y.xyzx; v.o[k].d = m[i].x[k].y; }
  return v;
}
