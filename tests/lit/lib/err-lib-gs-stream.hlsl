// RUN: not hlslc -T lib_6_3 %s 2>&1 | FileCheck %s
// RUN: hlslc -T lib_6_x %s | FileCheck %s --check-prefix=LIBX
// DXC's validator checks output streams against the module's shader model:
// a library's geometry entry may write stream 0 only (lib_6_x is not
// validated).
struct VO { float4 p : SV_Position; };
[shader("geometry")] [maxvertexcount(2)]
void GS(line float4 a[2] : SV_Position, inout PointStream<VO> s0, inout PointStream<VO> s1) {
  VO o; o.p = a[0]; s0.Append(o); o.p = a[1]; s1.Append(o);
}

// CHECK: error: validation errors
// CHECK: error: Stream index (1) must between 0 and 0.
// LIBX: call void @dx.op.emitStream(i32 97, i8 1)
