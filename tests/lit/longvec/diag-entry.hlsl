// RUN: not hlslc -T ps_6_9 %s 2>&1 | FileCheck %s
// RUN: not hlslc -T lib_6_9 -DLIB %s 2>&1 | FileCheck %s
// Long vectors are not allowed in an entry function's signature: each
// parameter is reported at its name (also inside structs and their bases),
// then the return type at the function's name.

struct LV { float4 f; vector<float, 5> v; };
struct LVD : LV { int i; };

#ifdef LIB
[shader("pixel")]
#endif
// CHECK: diag-entry.hlsl:[[# @LINE + 3]]:38: error: vectors of over 4 elements in entry function parameters are not supported
// CHECK: diag-entry.hlsl:[[# @LINE + 2]]:49: error: vectors of over 4 elements in entry function parameters are not supported
// CHECK: diag-entry.hlsl:[[# @LINE + 1]]:17: error: vectors of over 4 elements in entry function return type are not supported
vector<float,5> main(vector<float,5> p : P, LVD q : Q, float4 ok : R) : SV_Target { return p + q.v; }
