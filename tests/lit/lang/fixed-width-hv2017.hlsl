// The fixed-width type names other than int64_t/uint64_t (int16_t, int32_t,
// uint16_t, uint32_t, float16_t, float32_t, float64_t and their vector and
// matrix forms) are HLSL 2018: before it they are ordinary names a shader
// may typedef, and unknown type names otherwise, as in DXC.
// RUN: not hlslc -T ps_6_2 -E main -HV 2017 %s 2>&1 | FileCheck %s
// RUN: hlslc -T ps_6_2 -E main -HV 2018 -DOK %s | FileCheck %s --check-prefix=OK
// CHECK: error: unknown type name 'int32_t'
// CHECK: error: unknown type name 'float32_t2'
// CHECK: error: unknown type name 'float64_t'
// CHECK-NOT: int64_t
// RUN: hlslc -T ps_6_0 -E td -HV 2017 -DTD %s | FileCheck %s --check-prefix=TD
// OK: define void @main()
// TD: define void @td()

#ifndef TD
float4 main(float col : COL) : SV_Target {
  int32_t i1 = 1;
  float32_t2 f1 = 2;
  float64_t f2 = 3;
  int64_t ok = 4;
  return col + i1 + f1.x + (float)f2 + (float)ok;
}
#endif

#ifdef TD
typedef uint uint32_t;
typedef float float16_t;
uint32_t g_u;
float16_t g_f;
float td() : SV_Target { return g_u + g_f; }
#endif
