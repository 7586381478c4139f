// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// A static never written after its initialization, initialized with
// constant-buffer data of another type holding the same scalars in the
// same order (an explicit cast or a flat conversion), reads the buffer:
// scalar k of the static is scalar k of the source. Rows a subscript
// reaches are computed from it; no copy is made (DXC's memcpy replacement
// of the flattened copy).

// CHECK-DAG: %[[J:[0-9]+]] = call i32 @dx.op.loadInput.i32(i32 4, i32 1, i32 0, i8 0, i32 undef)
// CHECK-DAG: %[[I:[0-9]+]] = call i32 @dx.op.loadInput.i32(i32 4, i32 0, i32 0, i8 0, i32 undef)
// int packed[64] over int4 p4[16]: row i >> 2, component i & 3.
// CHECK: %[[ROW:[0-9]+]] = lshr i32 %[[I]], 2
// CHECK: and i32 %[[I]], 3
// CHECK: call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 %[[ROW]])
// float4 m3[16][3] and struct { float4 a, b, c; } st[16] over float4 v[48]
// (rows 16..63): element [j][1] and st[j].b are both row 3j + 1 of v, read once.
// CHECK: %[[M:[0-9]+]] = mul i32 %[[J]], 3
// CHECK: %[[R:[0-9]+]] = add i32 %[[M]], 1
// CHECK: %[[R16:[0-9]+]] = add i32 %[[R]], 16
// CHECK: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 %[[R16]])
// CHECK-NOT: cbufferLoadLegacy.f32
// CHECK: call void @dx.op.storeOutput.f32

cbuffer C {
  int4 p4[16];
  float4 v[48];
};
static int packed[64] = (int[64])p4;
static const float4 m3[16][3] = v;
struct ABC { float4 a, b, c; };
static const ABC st[16] = v;

float4 main(uint i : I, uint j : J) : SV_Target {
  return packed[i] + m3[j][1] + st[j].b;
}
