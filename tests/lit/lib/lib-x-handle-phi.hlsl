// RUN: hlslc -T lib_6_x %s | FileCheck %s
// lib_6_x keeps selects and phis of handles (createHandleForLib comes first).
RWBuffer<float> a;
RWBuffer<float> b;
float test(int i) {
  RWBuffer<float> buf = a;
  if (i > 3)
    buf = b;
  buf[i] = 1;
  return 0;
}
// CHECK: [[A:%[0-9]+]] = call %dx.types.Handle @"dx.op.createHandleForLib.class.RWBuffer<float>"
// CHECK: [[B:%[0-9]+]] = call %dx.types.Handle @"dx.op.createHandleForLib.class.RWBuffer<float>"
// CHECK: select i1 %{{[^,]+}}, %dx.types.Handle
// CHECK: !{!"lib", i32 6, i32 15}
