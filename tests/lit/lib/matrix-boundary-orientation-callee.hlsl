// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// Memory crossing a library function's boundary holds column-major
// matrices column by column (DXC's memory orientation), row_major ones row
// by row; matrices passed by value stay in register order (row by row).
// Element [0][1] of a float2x3: index 2 column-major, 1 row-major.

// CHECK-LABEL: define float @"\01?byval@@
// CHECK: extractelement <6 x float> %m, i64 1
export float byval(float2x3 m) { return m[0][1]; }

// CHECK-LABEL: define float @"\01?arr_col@@
// CHECK: extractelement <6 x float> %{{[0-9]+}}, i64 2
export float arr_col(float2x3 m[2], uint i) { return m[i][0][1]; }

// CHECK-LABEL: define float @"\01?arr_row@@
// CHECK: extractelement <6 x float> %{{[0-9]+}}, i64 1
export float arr_row(row_major float2x3 m[2], uint i) { return m[i][0][1]; }

// CHECK-LABEL: define void @"\01?out_col@@
// CHECK: insertelement <6 x float> %{{[0-9]+}}, float 5.000000e+00, i64 2
export void out_col(out float2x3 m, float x) { m = x; m[0][1] = 5; }

// A struct's members keep their own orientation.
// CHECK-LABEL: define float @"\01?in_struct@@
// CHECK: extractelement <6 x float> %{{[0-9]+}}, i64 2
// CHECK: extractelement <6 x float> %{{[0-9]+}}, i64 1
struct S { float2x3 a; row_major float2x3 b; };
export float in_struct(S s) { return s.a[0][1] + s.b[0][1]; }

// An inout matrix only read is not written back (readonly, as in DXC).
// CHECK-LABEL: define float @"\01?ro@@
// CHECK-SAME: noalias nocapture readonly dereferenceable(24)
export float ro(inout float2x3 m) { return m[0][1]; }
