// #pragma pack_matrix with an argument other than row_major/column_major is
// an error in DXC (its err_pragma_invalid_keyword text, with the empty first
// alternative), at the argument.
// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// CHECK: pragma-pack-matrix-bad-arg.hlsl:7:21: error: invalid argument; expected  or 'disable'
// CHECK-NOT: error
#pragma pack_matrix(random_string_foo)
#pragma pack_matrix(row_major)
float4x4 m;
float4 main() : SV_Target { return m[0]; }
