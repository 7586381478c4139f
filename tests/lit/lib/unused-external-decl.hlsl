// RUN: hlslc -T lib_6_3 -default-linkage external %s | FileCheck %s
// A function declared and called only from dead code is not left declared:
// DXC's validator rejects an unused external function.

float external_fn();
float unused_fn1();

float lib1_fn() {
  if (false)
    return unused_fn1();
  return 11.0 * external_fn();
}

// CHECK-DAG: define float @"\01?lib1_fn@@YAMXZ"()
// CHECK-DAG: declare float @"\01?external_fn@@YAMXZ"()
// CHECK-NOT: unused_fn1
