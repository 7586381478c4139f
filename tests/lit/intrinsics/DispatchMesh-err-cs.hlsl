// DispatchMesh only in amplification shaders: DXC's diagnostic
// RUN: not hlslc -T cs_6_5 -E main %s 2>&1 | FileCheck %s
// CHECK: error: validation errors
// CHECK: DispatchMesh-err-cs.hlsl:8:3: error: Opcode DispatchMesh not valid in shader model cs_6_5.
struct P { uint x; };
groupshared P pl;
[numthreads(1, 1, 1)] void main() {
  DispatchMesh(1, 1, 1, pl);
}
