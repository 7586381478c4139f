// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: hlslc -T ps_6_0 -E main -HV 2016 %s 2>&1 | FileCheck %s --check-prefix=WARN
// An [unroll] loop whose bound is not a compile-time constant is an error at
// the loop (DXC's message); -HV 2016 makes it a warning and keeps the loop.

// ERR: bound-unknown.hlsl:[[@LINE+9]]:3: error: Could not unroll loop. Loop bound could not be deduced at compile time. Use [unroll(n)] to give an explicit count. Use '-HV 2016' to treat this as warning.
// ERR-NOT: define void @main
// WARN: bound-unknown.hlsl:[[@LINE+7]]:3: warning: Could not unroll loop. Loop bound could not be deduced at compile time. Use [unroll(n)] to give an explicit count.
// WARN: define void @main
uint g;

float main() : SV_Target {
  float r = 0;
  [unroll]
  for (uint j = 0; j < g; j++)
    r += 1;
  return r;
}
