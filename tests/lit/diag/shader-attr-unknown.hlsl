// RUN: not hlslc -T lib_6_3 %s 2>&1 | FileCheck %s
// The kind must be one of DXC's stage names.

// CHECK: shader-attr-unknown.hlsl:[[# @LINE + 1]]:2: error: attribute 'shader' must have one of these values: compute,vertex,pixel,hull,domain,geometry,raygeneration,intersection,anyhit,closesthit,miss,callable,mesh,amplification,node
[shader("fragment")]
void f() {}
