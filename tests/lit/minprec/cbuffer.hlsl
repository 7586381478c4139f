// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// Constant buffers keep a 32-bit slot per min-precision value (legacy
// layout): the buffer type is DXC's hostlayout with float/i32 members, and
// each row is read as four 16-bit values (CBufRet.f16 / CBufRet.i16), the
// element index being the slot (offset % 16 / 4).

// CHECK: ;       Minimum-precision data types
// CHECK: %dx.types.CBufRet.f16 = type { half, half, half, half }
// CHECK: %dx.types.CBufRet.i16 = type { i16, i16, i16, i16 }
// CHECK: %hostlayout.C = type { float, <2 x float>, i32, float, <4 x i32>, [2 x float] }
// CHECK: [[R0:%[0-9]+]] = call %dx.types.CBufRet.f16 @dx.op.cbufferLoadLegacy.f16(i32 59, %dx.types.Handle [[H:%[0-9]+]], i32 0)
// s at 0, v at 4: slots 0, 1, 2
// CHECK-DAG: extractvalue %dx.types.CBufRet.f16 [[R0]], 0
// CHECK-DAG: extractvalue %dx.types.CBufRet.f16 [[R0]], 1
// CHECK-DAG: extractvalue %dx.types.CBufRet.f16 [[R0]], 2
// i at 12: slot 3 of row 0 (as i16)
// CHECK-DAG: [[RI:%[0-9]+]] = call %dx.types.CBufRet.i16 @dx.op.cbufferLoadLegacy.i16(i32 59, %dx.types.Handle [[H]], i32 0)
// CHECK-DAG: extractvalue %dx.types.CBufRet.i16 [[RI]], 3
// f at 16 stays float
// CHECK-DAG: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[H]], i32 1)
// u (min16uint4) at 32: row 2, slot 2 for u.z
// CHECK-DAG: [[RU:%[0-9]+]] = call %dx.types.CBufRet.i16 @dx.op.cbufferLoadLegacy.i16(i32 59, %dx.types.Handle [[H]], i32 2)
// CHECK-DAG: extractvalue %dx.types.CBufRet.i16 [[RU]], 2
// arr[1]: each element starts a row (48, 64): row 4
// CHECK-DAG: call %dx.types.CBufRet.f16 @dx.op.cbufferLoadLegacy.f16(i32 59, %dx.types.Handle [[H]], i32 4)
// CHECK: !{i32 0, %hostlayout.C* undef, !"", i32 0, i32 0, i32 1, i32 68, null}

cbuffer C {
  min16float s;
  min16float2 v;
  min16int i;
  float f;
  min16uint4 u;
  min10float arr[2];
};

float main() : SV_Target { return s + v.x + v.y + i + f + u.z + arr[1]; }
