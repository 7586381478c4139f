// RUN: hlslc -T lib_6_3 %s -Fo %t.dxil
// RUN: obj2yaml %t.dxil | FileCheck %s
// A library container has DXIL, SFI0, RDAT and HASH, no PSV0 or signatures.
RWBuffer<float> U;
[shader("compute")][numthreads(1, 1, 1)] void cs(uint i : SV_GroupIndex) { U[i] = 1; }

// CHECK: Parts:
// CHECK-NEXT: - Name: SFI0
// CHECK: - Name: RDAT
// CHECK: - Name: HASH
// CHECK: - Name: DXIL
// CHECK-NOT: - Name: PSV0
// CHECK-NOT: - Name: ISG1
