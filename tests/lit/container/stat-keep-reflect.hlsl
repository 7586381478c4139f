// -Qkeep_reflect_in_dxil keeps the resource names in the DXIL part too; the
// STAT part is written all the same.
// RUN: hlslc -T cs_6_0 -E main -Qkeep_reflect_in_dxil %s -Fo %t.dxil
// RUN: obj2yaml %t.dxil | FileCheck %s
// RUN: hlslc-dis %t.dxil | FileCheck %s --check-prefix=DXIL
// RUN: hlslc-dis --stat %t.dxil | FileCheck %s --check-prefix=STAT

// CHECK: - Name:            STAT
// DXIL: UAV "results" space 0 lower 1 size 1
// STAT: UAV "results" space 0 lower 1 size 1

RWBuffer<uint> results : register(u1);
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { results[id.x] = 1; }
