// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// RUN: hlslc -T ps_6_0 -E main %s -Fo %t.dxil && hlslc-dis --no-module %t.dxil | FileCheck %s --check-prefix=CT
// Without -enable-16bit-types min16float/min10float are half and
// min16int/min12int/min16uint i16 (DXC's min-precision lowering): 16-bit
// loadInput/storeOutput overloads, fp16/int16/uint16 signature elements that
// still take 32-bit slots, the legacy data layout and the
// "Minimum-precision data types" flag. half stays float.

// CHECK: ; Note: shader requires additional functionality:
// CHECK-NEXT: ;       Minimum-precision data types
// CHECK: ; A                        0   xyzw        0     NONE    fp16   xyzw
// CHECK: ; B                        0   xy          1     NONE   int16    y
// CHECK: ; C                        0     z         1     NONE  uint16     z
// CHECK: ; E                        0      w        1     NONE   int16      w
// CHECK: ; D                        0   x           2     NONE    fp16   x
// CHECK: ; H                        0    y          2     NONE   float    y
// CHECK: ; SV_Target                0   xyzw        0   TARGET    fp16   xyzw
// CHECK: target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
// CHECK-DAG: call float @dx.op.loadInput.f32(i32 4, i32 5, i32 0, i8 0, i32 undef)
// CHECK-DAG: call i16 @dx.op.loadInput.i16(i32 4, i32 4, i32 0, i8 0, i32 undef)
// CHECK-DAG: call half @dx.op.loadInput.f16(i32 4, i32 3, i32 0, i8 0, i32 undef)
// CHECK-DAG: call i16 @dx.op.loadInput.i16(i32 4, i32 2, i32 0, i8 0, i32 undef)
// CHECK-DAG: call i16 @dx.op.loadInput.i16(i32 4, i32 1, i32 0, i8 1, i32 undef)
// CHECK-DAG: call half @dx.op.loadInput.f16(i32 4, i32 0, i32 0, i8 3, i32 undef)
// CHECK: call void @dx.op.storeOutput.f16(i32 5, i32 0, i32 0, i8 3, half
// element component types: F16 = 8, I16 = 2, U16 = 3, F32 = 9
// CHECK: !{i32 0, !"A", i8 8, i8 0,
// CHECK: !{i32 1, !"B", i8 2, i8 0,
// CHECK: !{i32 2, !"C", i8 3, i8 0,
// CHECK: !{i32 3, !"D", i8 8, i8 0,
// CHECK: !{i32 4, !"E", i8 2, i8 0,
// CHECK: !{i32 5, !"H", i8 9, i8 0,
// CHECK: !{i32 0, i64 32}

// the container's signature elements carry their minimum precision
// (Float16 = 1, SInt16 = 4, UInt16 = 5), SFI0 the MinimumPrecision bit
// CT: SFI0: 0x0000000000000010 MinimumPrecision
// CT: A 0: register 0, {{.*}} min precision 1
// CT: B 0: register 1, {{.*}} min precision 4
// CT: C 0: register 1, {{.*}} min precision 5
// CT: E 0: register 1, {{.*}} min precision 4
// CT: D 0: register 2, {{.*}} min precision 1
// CT: H 0: register 2, {{.*}} min precision 0
// CT: SV_Target 0: register 0, {{.*}} min precision 1

min16float4 main(min16float4 a : A, min16int2 b : B, min16uint c : C, min10float d : D, min12int e : E,
                 half h : H) : SV_Target {
  return a * d + b.y + c + e + h;
}
