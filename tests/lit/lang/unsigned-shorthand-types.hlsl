// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// `unsigned` before an integer type, shorthand vectors and matrices
// included, names its unsigned form (DXC): unsigned int2 is uint2,
// unsigned min16int3 min16uint3, unsigned dword3x4 uint3x4.

// CHECK: ; cbuffer $Globals
// CHECK: uint2 a;
// CHECK: row_major uint4x4 b;
// CHECK: column_major uint3x4 c;
// CHECK: min16ui3 d;
// CHECK: uint u;

unsigned int2 a;
row_major unsigned int4x4 b;
unsigned dword3x4 c;
unsigned min16int3 d;
unsigned u;

float4 main() : SV_Target { return a.x + b[1][0] + c[0][3] + d[2] + u; }
