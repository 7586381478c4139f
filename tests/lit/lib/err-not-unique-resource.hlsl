// RUN: not hlslc -T lib_6_3 -default-linkage external %s 2>&1 | FileCheck %s
// lib_6_3 and later must trace every local resource to one global resource.
RWBuffer<float> a;
RWBuffer<float> b;
float test(int i) {
  RWBuffer<float> buf = a;
  if (i > 3)
    buf = b;
  buf[i] = 1;
  return 0;
}
// CHECK: err-not-unique-resource.hlsl:9:6: error: local resource not guaranteed to map to unique global resource
