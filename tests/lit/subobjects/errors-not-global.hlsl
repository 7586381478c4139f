// RUN: not hlslc -T lib_6_3 %s 2>&1 | FileCheck %s
// Subobjects are global variables only (DXC's messages).

// CHECK: error: subobject declaration may only appear in global scope
struct S { StateObjectConfig f; };
// CHECK: error: subobject declaration may only appear in global scope
cbuffer cb { RaytracingPipelineConfig rpc; };
// CHECK: errors-not-global.hlsl:[[# @LINE + 1]]:9: error: 'static' is not a valid modifier for a parameter
void fn(TriangleHitGroup p) {}
// CHECK: errors-not-global.hlsl:[[# @LINE + 1]]:1: error: subobject cannot be declared with 'extern' storage specifier
extern RaytracingPipelineConfig erpc = { 1 };
// CHECK: errors-not-global.hlsl:[[# @LINE + 1]]:30: error: type mismatch
GlobalRootSignature arr[2] = { {"CBV(b0)"}, {"CBV(b0)"} };
[shader("raygeneration")] void main() {
  // CHECK: error: subobject declaration may only appear in global scope
  RaytracingPipelineConfig loc = { 1 };
}
