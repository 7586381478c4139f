// RUN: hlslc -T as_6_5 -E main %s -Fo %t.dxil
// RUN: obj2yaml %t.dxil | FileCheck %s
// An amplification shader's container: empty ISG1/OSG1, no PSG1, and PSV0
// with stage 14, the payload size and the thread group size.

struct P { uint ids[8]; };
groupshared P pl;

// CHECK: Name: ISG1
// CHECK: Name: OSG1
// CHECK-NOT: Name: PSG1
// CHECK: Name: PSV0
// CHECK: ShaderStage: 14
// CHECK-NEXT: PayloadSizeInBytes: 32
// CHECK: NumThreadsX: 8
// CHECK-NEXT: NumThreadsY: 1
// CHECK-NEXT: NumThreadsZ: 1

[numthreads(8,1,1)]
void main(uint gtid : SV_GroupThreadID) {
  pl.ids[gtid] = gtid;
  DispatchMesh(1, 1, 1, pl);
}
