// RUN: hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// An effect object's declarator may carry annotations, whose entries end in
// ';' and may hold brace initializers: skipped to the closing '>' (DXC's
// declarator parse), the object dropped.

// CHECK-DAG: :[[@LINE+2]]:1: warning: effect object ignored - effect syntax is deprecated
// CHECK-DAG: :[[@LINE+1]]:37: warning: possible effect annotation ignored - effect syntax is deprecated
texture GlowMap : RENDERCOLORTARGET <
    float2 Dimensions = { 256, 256 };
    string Format = "X8R8G8B8";
>;
// CHECK-NOT: error

float4 main(float4 p : SV_Position) : SV_Target { return p; }
