// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// RUN: not hlslc -T ps_6_2 -E main -enable-16bit-types %s 2>&1 | FileCheck %s --check-prefix=NATIVE
// A literal with the 'h' suffix is a float unless -enable-16bit-types
// makes half a type of its own (DXC before HLSL 202x): f(1.0h) picks the
// float overload; with native 16-bit types neither overload is exact.

// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float 1.000000e+00)
// NATIVE: error: call to 'f' is ambiguous

float f(float v) { return 1; }
double f(double v) { return 2; }

float4 main() : SV_Target { return f(1.0h); }
