// With -Qkeep_reflect_in_dxil, DXC names handles after their resource, but
// its blocks and other values stay unnamed (its front end names none; the
// names its later passes give are not reproduced), so tests match them as
// %N and "; <label>:N".
// RUN: hlslc -T cs_6_0 -Qkeep_reflect_in_dxil %s | FileCheck %s

// CHECK: define void @main()
// CHECK-DAG: %buf_UAV_buf = call %dx.types.Handle @dx.op.createHandle(
// CHECK-DAG: %dst_UAV_buf = call %dx.types.Handle @dx.op.createHandle(
// CHECK-NOT: {{^ *%[A-Za-z._][A-Za-z0-9._]* = |^[A-Za-z._]+:}}
// CHECK: %[[I:[0-9]+]] = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
// CHECK: br i1 %{{[0-9]+}}, label %[[T:[0-9]+]], label %[[F:[0-9]+]]
// CHECK: ; <label>:[[T]]
// CHECK: %{{[0-9]+}} = mul i32 %[[I]], 7
// CHECK: ; <label>:[[F]]
// scalarized vector arithmetic is numbered too
// CHECK: %{{[0-9]+}} = fmul fast float %{{[0-9]+}}, 2.000000e+00
// CHECK-NOT: {{^ *%[A-Za-z._][A-Za-z0-9._]* = |^[A-Za-z._]+:}}
// CHECK: ret void

RWBuffer<uint> buf;
RWBuffer<float4> dst;
[numthreads(1, 1, 1)]
void main(uint i : SV_GroupIndex) {
  if (i > 3)
    buf[i] = i * 7;
  dst[i] = dst[i + 1] * 2;
}
