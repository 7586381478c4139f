// RUN: not hlslc -T lib_6_3 %s 2>&1 | FileCheck %s
// RUN: hlslc -T lib_6_x %s | FileCheck %s --check-prefix=LIBX
// discard may be written in any library function, but DXC's validator
// checks the ops of a function that is not an entry against the library
// stage, where Discard is invalid (lib_6_x is not validated).
export void kill(float a) { if (a < 0) discard; }
[shader("pixel")] float4 P(float4 c : C) : SV_Target { if (c.w < 0) discard; return c; }

// CHECK: error: validation errors
// CHECK: err-lib-discard.hlsl:6:{{[0-9]+}}: error: Opcode Discard not valid in shader model lib_6_3(lib).
// CHECK-NOT: error
// LIBX: define void @"\01?kill@@YAXM@Z"(float %a)
// LIBX: call void @dx.op.discard(i32 82, i1 true)
// LIBX: define void @P()
// LIBX: call void @dx.op.discard(i32 82, i1 true)
