// DispatchRaysDimensions only in raytracing shaders: DXC's diagnostic
// RUN: not hlslc -T cs_6_3 -E main %s 2>&1 | FileCheck %s
// CHECK: error: validation errors
// CHECK: DispatchRaysDimensions-err-cs.hlsl:7:10: error: Opcode DispatchRaysDimensions not valid in shader model cs_6_3.
RWStructuredBuffer<uint3> b;
[numthreads(1, 1, 1)] void main() {
  b[0] = DispatchRaysDimensions();
}
