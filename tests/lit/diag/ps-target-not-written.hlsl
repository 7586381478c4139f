// RUN: hlslc -T ps_6_0 -E main %s -Fo %t 2>&1 | FileCheck %s
// RUN: hlslc -T ps_6_0 -E main -Wno-inline-asm %s -Fo %t 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// A pixel shader render target whose components are not all written (after
// optimisation) gets DXC's warning, without a location.

// CHECK-NOT: SV_Target0
// CHECK: warning: Declared output SV_Target1 not fully written in shader.
// CHECK: warning: Declared output SV_Target2 not fully written in shader.
// CHECK: warning: Declared output SV_Target4 not fully written in shader.
// CHECK-NOT: SV_Target3
// QUIET-NOT: warning
void main(out float4 rt0 : SV_Target0, out float4 rt1 : SV_Target1,
          out float2 rt2 : SV_Target2, out float rt3 : SV_Target3, out float4 rt4 : SV_Target4) {
  rt0 = 1;
  rt1.xz = 0;
  rt2.y = 2;
  rt3 = 3;
  if (false) rt4 = 1;
}
