// RUN: hlslc -T lib_6_x %s | FileCheck %s
// lib_6_x: DXC recreates the functions whose signatures hold resources at
// the module's end, the last one first, and their annotations follow the
// others in that order. Checked against DXC.
RWBuffer<float> gb;
export void A(RWBuffer<float> b) { b[0] = 1; }
export float B(float x) { return x; }
export void C(RWBuffer<float> b) { b[1] = 1; }
[shader("compute")][numthreads(1,1,1)] void main() { gb[0] = 2; }
// CHECK: define float @"\01?B@@YAMM@Z"(float %x)
// CHECK: define void @main()
// CHECK: define void @"\01?C@@YAXV?$RWBuffer@M@@@Z"(%dx.types.Handle* nocapture readonly)
// CHECK: define void @"\01?A@@YAXV?$RWBuffer@M@@@Z"(%dx.types.Handle* nocapture readonly)
// CHECK: !{i32 1, float (float)* @"\01?B@@YAMM@Z", !{{[0-9]+}}, void ()* @main, !{{[0-9]+}}, void (%dx.types.Handle*)* @"\01?C@@YAXV?$RWBuffer@M@@@Z", !{{[0-9]+}}, void (%dx.types.Handle*)* @"\01?A@@YAXV?$RWBuffer@M@@@Z", !{{[0-9]+}}}
