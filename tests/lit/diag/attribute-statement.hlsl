// RUN: hlslc -T ps_6_0 -E main %s -fcgl 2>&1 | FileCheck %s
// RUN: hlslc -T ps_6_0 -E main %s -fcgl -Wno-attribute-statement 2>&1 | FileCheck --check-prefix=OFF %s
// Statement attributes apply to some statements only (DXC's
// -Wattribute-statement): loop attributes to for/while/do, [branch] and
// [flatten] to if/switch, [forcecase] and [call] to switch. Elsewhere,
// including on a function, they are warned about and ignored.
// OFF-NOT: warning

// CHECK: attribute-statement.hlsl:[[# @LINE + 1]]:2: warning: attribute 'branch' can only be applied to 'if' and 'switch' statements [-Wattribute-statement]
[branch]
float helper(float x) { return x * 2; }

float main(float a : A, int s : S) : SV_Target {
  float r = 0;
  // CHECK: [[# @LINE + 1]]:4: warning: attribute 'branch' can only be applied to 'if' and 'switch' statements
  [branch] do { r += 1; } while (r < a);
  // CHECK: [[# @LINE + 1]]:4: warning: attribute 'unroll' can only be applied to 'for', 'while' and 'do' loop statements
  [unroll] if (a > 1) r = 2;
  // CHECK: [[# @LINE + 1]]:4: warning: attribute 'forcecase' can only be applied to 'switch' statements
  [forcecase] if (a > 2) r = 3;
  // CHECK: [[# @LINE + 1]]:4: warning: attribute 'loop' can only be applied to 'for', 'while' and 'do' loop statements
  [loop] r += 4;
  // CHECK-NOT: warning
  [flatten] if (a > 3) r = 5;
  [call] switch (s) { case 0: r = 1; break; default: break; }
  [loop] for (int i = 0; i < s; i++) r += helper(r);
  [fastopt] while (r < 100) r *= 2;
  return r;
}
