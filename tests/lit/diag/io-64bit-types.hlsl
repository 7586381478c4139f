// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// 64-bit signature elements cannot be loaded or stored: every one is
// reported (inputs, then outputs, as DXC lowers them) at the entry's
// declaration.

struct In { uint64_t a : A; double b : B; float c : C; };
// CHECK: io-64bit-types.hlsl:[[# @LINE + 4]]:1: error: i64(type for A) cannot be used as shader inputs or outputs.
// CHECK: io-64bit-types.hlsl:[[# @LINE + 3]]:1: error: double(type for B) cannot be used as shader inputs or outputs.
// CHECK: io-64bit-types.hlsl:[[# @LINE + 2]]:1: error: i64(type for D) cannot be used as shader inputs or outputs.
// CHECK: io-64bit-types.hlsl:[[# @LINE + 1]]:1: error: double(type for SV_Target) cannot be used as shader inputs or outputs.
double main(In i, int64_t d : D) : SV_Target { return i.c + i.a + i.b + d; }
