// RUN: not hlslc -T cs_6_0 -E main %s 2>&1 | FileCheck %s
// DXC's rules for bases: interfaces have none, one concrete base at most,
// no access specifiers.

interface IA { float get(); };
// CHECK: err-interfaces.hlsl:[[# @LINE + 1]]:14: error: interfaces cannot inherit from other types [HL3002]
interface IB : IA { };
struct S1 { float a; };
struct S2 { float b; };
// CHECK: err-interfaces.hlsl:[[# @LINE + 1]]:21: error: multiple concrete base types specified [HL3002]
struct S3 : S1, IA, S2 { };
// CHECK: err-interfaces.hlsl:[[# @LINE + 1]]:13: error: base type access specifier is unsupported in HLSL [HL3005]
struct S4 : public S1 { };
