// RUN: not hlslc -T lib_6_3 %s 2>&1 | FileCheck %s
// A subobject is initialized with a list whose flattened elements match its
// fields one for one (DXC's messages, at the '{' or at the name).

// CHECK: errors-init-list.hlsl:[[# @LINE + 1]]:21: error: cannot initialize a variable of type 'GlobalRootSignature' with an lvalue of type 'literal string'
GlobalRootSignature g1 = "CBV(b0)";
// CHECK: errors-init-list.hlsl:[[# @LINE + 1]]:24: error: cannot initialize a variable of type 'RaytracingShaderConfig' with an rvalue of type 'int2'
RaytracingShaderConfig r1 = int2(128, 64);
// CHECK: errors-init-list.hlsl:[[# @LINE + 1]]:29: error: too many elements in subobject initialization (expected 2 elements, have 3)
RaytracingShaderConfig r2 = { 128, 64, 32 };
// CHECK: errors-init-list.hlsl:[[# @LINE + 1]]:34: error: too few elements in subobject initialization (expected 3 elements, have 2)
ProceduralPrimitiveHitGroup h1 = { "a", "b" };
// CHECK: errors-init-list.hlsl:[[# @LINE + 1]]:23: error: type mismatch
TriangleHitGroup h2 = { "a", 10 };
// CHECK: errors-init-list.hlsl:[[# @LINE + 1]]:36: error: type mismatch
SubobjectToExportsAssociation a1 = { 15, 0.01f };
