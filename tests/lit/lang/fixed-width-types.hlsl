// RUN: not hlslc -T ps_6_2 -E main -HV 2017 %s 2>&1 | FileCheck %s --check-prefix=HV2017
// RUN: not hlslc -T ps_6_2 -E main %s 2>&1 | FileCheck %s --check-prefix=MINPREC
// RUN: hlslc -T ps_6_2 -E main -enable-16bit-types %s | FileCheck %s --check-prefix=NATIVE
// The fixed-width type names (int16_t ... float64_t, except int64_t and
// uint64_t) exist from HLSL 2018 on, and the 16-bit ones need
// -enable-16bit-types (DXC's rules and wording).

// HV2017: fixed-width-types.hlsl:[[# @LINE + 3]]:3: error: unknown type name 'int16_t'
// MINPREC: fixed-width-types.hlsl:[[# @LINE + 2]]:3: error: unknown type name 'int16_t'
// NATIVE: define void @main()
  int16_t i0 = 1;
float4 main(float col : COL) : SV_Target {
  // HV2017: fixed-width-types.hlsl:[[# @LINE + 1]]:3: error: unknown type name 'float32_t'
  float32_t f1 = col;
  int64_t big = 5;
  return f1 + big;
}
