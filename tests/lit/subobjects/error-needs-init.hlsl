// RUN: not hlslc -T lib_6_3 %s 2>&1 | FileCheck %s
// A subobject without an initializer (DXC's CodeGen error, at the
// declaration's start).
// CHECK: error-needs-init.hlsl:[[# @LINE + 1]]:1: error: subobject needs to be initialized
RaytracingPipelineConfig x;
