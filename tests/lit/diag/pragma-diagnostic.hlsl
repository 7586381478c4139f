// RUN: not hlslc -T vs_6_0 -E main %s 2>&1 | FileCheck %s
// RUN: not hlslc -T vs_6_0 -E main -DFATAL %s 2>&1 | FileCheck %s --check-prefix=FATAL
// `#pragma dxc diagnostic` sets a warning group's level from its position
// on (ignored, warning, error, fatal); push and pop save and restore the
// levels. Malformed ones warn in -Wunknown-pragmas. `#pragma clang
// diagnostic` is not DXC's spelling: ignored.

float4 foo;

// CHECK: [[# @LINE + 1]]:32: warning: unknown warning group '-Wfoo-bar', ignored [-Wunknown-pragmas]
#pragma dxc diagnostic ignored "-Wfoo-bar"
// CHECK: [[# @LINE + 1]]:32: warning: pragma diagnostic expected option name (e.g. "-Wundef") [-Wunknown-pragmas]
#pragma dxc diagnostic ignored "conversion"
// CHECK: [[# @LINE + 1]]:24: warning: pragma diagnostic expected 'error', 'warning', 'ignored', 'fatal', 'push', or 'pop' [-Wunknown-pragmas]
#pragma dxc diagnostic blah "-Wconversion"
// CHECK: [[# @LINE + 1]]:24: warning: pragma diagnostic pop could not pop, no matching push [-Wunknown-pragmas]
#pragma dxc diagnostic pop

float main() : OUT {
  float4 x = foo;
#pragma dxc diagnostic push
#pragma dxc diagnostic ignored "-Wparentheses-equality"
  // CHECK-NOT: [[# @LINE + 1]]:{{.*}}extraneous parentheses
  if ((x.y == 0)) {
#pragma dxc diagnostic error "-Wconversion"
    // CHECK: [[# @LINE + 1]]:12: error: implicit truncation of vector type [-Werror,-Wconversion]
    return x;
  }
#pragma dxc diagnostic pop
  // CHECK: [[# @LINE + 1]]:12: warning: equality comparison with extraneous parentheses [-Wparentheses-equality]
  if ((x.z == 0)) {
    // CHECK: [[# @LINE + 1]]:12: warning: implicit truncation of vector type [-Wconversion]
    return x.yzwx;
  }
#pragma clang diagnostic error "-Wconversion"
  // CHECK: [[# @LINE + 1]]:10: warning: implicit truncation of vector type [-Wconversion]
  return x.zw;
}

#ifdef FATAL
#pragma dxc diagnostic fatal "-Wconversion"
// FATAL: [[# @LINE + 1]]:21: fatal error: implicit truncation of vector type [-Wconversion]
float f4() { return foo; }
#endif
