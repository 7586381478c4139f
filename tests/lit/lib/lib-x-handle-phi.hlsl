// RUN: hlslc -T lib_6_x %s | FileCheck %s
// lib_6_x keeps selects and phis of handles (createHandleForLib comes first;
// lib_6_x is 6.15, so on the %dx.types.Handle globals of lib_6_6 and newer).
RWBuffer<float> a;
RWBuffer<float> b;
float test(int i) {
  RWBuffer<float> buf = a;
  if (i > 3)
    buf = b;
  buf[i] = 1;
  return 0;
}
// CHECK: [[A:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle
// CHECK: [[B:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleForLib.dx.types.Handle
// CHECK: select i1 %{{[^,]+}}, %dx.types.Handle
// CHECK: !{!"lib", i32 6, i32 15}
