// DispatchMesh: its op on the groupshared payload in an amplification shader
// (CHECK lines: the DXIL operations and overloads DXC emits)
// RUN: hlslc -T as_6_5 -E main -DT=float %s | FileCheck %s --check-prefix=CHECK
// CHECK: call void @dx.op.dispatchMesh.struct.P(i32 173

struct P { uint x; };
groupshared P pl;
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  pl.x = i; DispatchMesh(1, 1, 1, pl);
}
