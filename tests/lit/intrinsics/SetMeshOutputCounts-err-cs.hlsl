// SetMeshOutputCounts only in mesh shaders: DXC's diagnostic
// RUN: not hlslc -T cs_6_5 -E main %s 2>&1 | FileCheck %s
// CHECK: error: validation errors
// CHECK: SetMeshOutputCounts-err-cs.hlsl:7:3: error: Opcode SetMeshOutputCounts not valid in shader model cs_6_5.
RWStructuredBuffer<uint> b;
[numthreads(1, 1, 1)] void main() {
  SetMeshOutputCounts(1, 1); b[0] = 1;
}
