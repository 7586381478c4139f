// A local that is only a copy of cbuffer data (each member path assigned
// once from the buffer, then only read) is read from the buffer itself, as
// DXC does: dynamic indices become row arithmetic, no local array.
// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
struct M { float4x4 m; };
cbuffer T {
  M a[2];
  float4 b[2];
}
struct ST { M a[2]; float4 b[2]; };
uint i;

float4 main() : SV_Target {
  ST st;
  st.a = a;
  st.b = b;
  return mul(st.a[i].m, st.b[i]);
}
// CHECK-NOT: alloca
// CHECK: %[[I:[0-9]+]] = extractvalue %dx.types.CBufRet.i32 %{{[0-9]+}}, 0
// CHECK-NEXT: %[[R:[0-9]+]] = shl i32 %[[I]], 2
// CHECK-NEXT: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 %[[R]])
// CHECK: %[[B:[0-9]+]] = add i32 %[[I]], 8
// CHECK-NEXT: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 %[[B]])
// CHECK-NOT: alloca
