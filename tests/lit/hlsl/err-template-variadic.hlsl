// RUN: not hlslc -T ps_6_0 -E main -HV 2021 %s 2>&1 | FileCheck %s
// A template parameter pack (type or non-type) is not HLSL.

// CHECK: err-template-variadic.hlsl:[[# @LINE + 1]]:30: error: variadic templates are not supported in HLSL [HL3005]
template<typename T, typename... Rest>
T first(T t) { return t; }

// CHECK: err-template-variadic.hlsl:[[# @LINE + 1]]:13: error: variadic templates are not supported in HLSL [HL3005]
template<int... N> struct Ints {};

// CHECK: err-template-variadic.hlsl:[[# @LINE + 1]]:15: error: variadic templates are not supported in HLSL [HL3005]
template<class... T> struct Types {};

float main() : SV_Target { return 0; }
