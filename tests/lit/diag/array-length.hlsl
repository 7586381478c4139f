// RUN: not hlslc -T cs_6_0 -E main %s 2>&1 | FileCheck %s
// RUN: hlslc -T cs_6_0 -E main -HV 2016 %s 2>&1 | FileCheck %s --check-prefix=HV2016
// `arr.Length` (a constant-size array's length) exists only up to HLSL 2016,
// deprecated there; no other member of an array exists (clang's error, with
// clang's spelling of the array type).

RWBuffer<uint> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
  float arr[3] = {1, 2, 3};
  float g[4][2] = (float[4][2])0;
  // CHECK: array-length.hlsl:[[# @LINE + 2]]:16: error: Length is only allowed for HLSL 2016 and lower.
  // HV2016: array-length.hlsl:[[# @LINE + 1]]:16: warning: Length is deprecated
  Out[0] = arr.Length;
#if __HLSL_VERSION > 2016
  // CHECK: array-length.hlsl:[[# @LINE + 1]]:14: error: member reference base type 'float [4][2]' is not a structure or union
  Out[1] = g.x;
#endif
  // HV2016: @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{.*}}, i32 0, i32 undef, i32 3, i32 3, i32 3, i32 3, i8 15)
}
