// A loop the source asks to unroll is not deleted before the unroller has
// seen it, even when nothing uses its result: DXC unrolls [unroll] loops
// first and reports the ones whose bound it cannot deduce.
// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// CHECK: error: Could not unroll loop. Loop bound could not be deduced at compile time.

uint g_cond;

float main() : SV_Target {
  float result = 0;
  [unroll]
  for (uint i = 0; i < g_cond; i++) {
    result += i;
  }
  return 0;
}
