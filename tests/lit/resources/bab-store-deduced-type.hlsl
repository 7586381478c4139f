// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// RUN: hlslc -T cs_6_0 -E main -HV 2016 %s | FileCheck %s --check-prefix=HV2016
// ByteAddressBuffer's Store(offset, value) deduces its template type from
// the value from HLSL 2018 on, in every shader model: a float (also a
// floating literal) is stored as a float, an integer literal as a uint, a
// struct field by field. With -HV 2016 Store takes a uint and converts.

// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 16, i32 undef, float %{{[0-9]+}}, float undef, float undef, float undef, i8 1)
// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 20, i32 undef, float 1.500000e+00, float undef, float undef, float undef, i8 1)
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 24, i32 undef, i32 42, i32 undef, i32 undef, i32 undef, i8 1)
// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 28, i32 undef, float 1.000000e+00, float undef, float undef, float undef, i8 1)
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 32, i32 undef, i32 0, i32 undef, i32 undef, i32 undef, i8 1)

// HV2016: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 16, i32 undef, i32 %{{[0-9]+}}, i32 undef, i32 undef, i32 undef, i8 1)
// HV2016: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 20, i32 undef, i32 1, i32 undef, i32 undef, i32 undef, i8 1)

RWByteAddressBuffer buf;
struct S { float a; int b; };

[numthreads(1, 1, 1)]
void main() {
  float f = buf.Load(0);
  buf.Store(16, f);
  buf.Store(20, 1.5);
  buf.Store(24, 42);
#if __HLSL_VERSION >= 2018
  S s = (S)0;
  s.a = 1;
  buf.Store(28, s);
#endif
}
