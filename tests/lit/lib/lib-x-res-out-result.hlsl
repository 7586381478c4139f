// RUN: hlslc -T lib_6_x %s | FileCheck %s
// lib_6_x: a resource result goes through sret handle memory, an out or
// inout resource is a noalias handle pointer (no dereferenceable) and is
// mangled as a record (V, not AIA); memory keeps the global's value, not a
// created handle. DXC recreates these functions at the module's end, the
// last first. Checked against DXC.
Texture2D g_t;
RWBuffer<float> g_b;
export Texture2D getT() { return g_t; }
export void outB(out RWBuffer<float> b) { b = g_b; }
export void ioB(inout RWBuffer<float> b, uint i) { b[i] = 1; }
export void setB(inout RWBuffer<float> b) { b = g_b; }
// CHECK: define void @"\01?setB@@YAXV?$RWBuffer@M@@@Z"(%dx.types.Handle* noalias nocapture)
// CHECK: define void @"\01?ioB@@YAXV?$RWBuffer@M@@I@Z"(%dx.types.Handle* noalias nocapture{{.*}}, i32)
// CHECK: define void @"\01?outB@@YAXV?$RWBuffer@M@@@Z"(%dx.types.Handle* noalias nocapture)
// CHECK-NEXT: [[B:%[0-9]+]] = load %dx.types.Handle, %dx.types.Handle* @"\01?g_b@@3V?$RWBuffer@M@@A"
// CHECK-NEXT: store %dx.types.Handle [[B]], %dx.types.Handle* %0
// CHECK: define void @"\01?getT@@YA?AV?$Texture2D@V?$vector@M$03@@@@XZ"(%dx.types.Handle* noalias nocapture sret)
// CHECK-NEXT: [[T:%[0-9]+]] = load %dx.types.Handle, %dx.types.Handle* @"\01?g_t@@3V?$Texture2D@V?$vector@M$03@@@@A"
// CHECK-NEXT: store %dx.types.Handle [[T]], %dx.types.Handle* %0
// CHECK-NOT: createHandleForLib
