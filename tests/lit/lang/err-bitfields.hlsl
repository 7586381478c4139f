// RUN: not hlslc -T cs_6_0 -E main %s 2>&1 | FileCheck %s
// RUN: not hlslc -T cs_6_0 -E main -HV 2018 %s 2>&1 | FileCheck %s --check-prefix=HV2018
// DXC's bit-field errors: widths beyond the type, named zero widths,
// non-integral types, annotations, sizeof of a bit-field; HLSL 2021 only.

// CHECK: err-bitfields.hlsl:[[# @LINE + 2]]:17: error: named bit-field 'pad' has zero width [HL4012]
// HV2018: err-bitfields.hlsl:[[# @LINE + 1]]:23: error: bitfields are not supported in HLSL [HL4012]
struct R { uint pad : 0; };
// CHECK: err-bitfields.hlsl:[[# @LINE + 1]]:21: error: size of bit-field 'b' (33 bits) exceeds size of its type (32 bits) [HL4012]
struct S { uint b : 33; bool d : 3; };
struct Z {};
// CHECK: err-bitfields.hlsl:[[# @LINE + 2]]:14: error: anonymous bit-field has non-integral type 'Z' [HL4012]
// CHECK: err-bitfields.hlsl:[[# @LINE + 1]]:25: error: bit-field 'f' has non-integral type 'float' [HL4012]
struct X { Z : 1; float f : 2; };
// CHECK: err-bitfields.hlsl:[[# @LINE + 1]]:21: error: bitfields are not allowed with HLSL annotations [HL4012]
struct Y { uint a : 4 : SEM; };
struct A { uint bitX : 4; uint var; };
RWStructuredBuffer<uint> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
  R r; S s; X x; Y y;
  A a;
  // CHECK: err-bitfields.hlsl:[[# @LINE + 1]]:12: error: invalid application of 'sizeof' to bit-field [HL4012]
  Out[0] = sizeof(a.bitX);
}
