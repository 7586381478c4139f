// RUN: hlslc -T ps_6_2 -E main -enable-16bit-types %s | FileCheck %s
// With -enable-16bit-types min16float is a native half (as half is): rows
// of eight 16-bit values in constant buffers, no min-precision flag.

// CHECK-NOT: Minimum-precision data types
// CHECK: ;       Use native low precision
// CHECK: target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
// CHECK: %dx.types.CBufRet.f16.8 = type { half, half, half, half, half, half, half, half }
// CHECK: [[ROW:%[0-9]+]] = call %dx.types.CBufRet.f16.8 @dx.op.cbufferLoadLegacy.f16(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 0)
// b at byte 2: element 1 of the row
// CHECK: extractvalue %dx.types.CBufRet.f16.8 [[ROW]], 1
// CHECK: call void @dx.op.storeOutput.f16(

cbuffer C { min16float a; half b; };
half main(half x : X) : SV_Target { return x * a + b; }
