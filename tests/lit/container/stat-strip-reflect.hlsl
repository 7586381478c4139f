// -Qstrip_reflect leaves the STAT part out; the DXIL part is stripped of
// reflection (resource names) either way, as DXC does.
// RUN: hlslc -T cs_6_0 -E main -Qstrip_reflect %s -Fo %t.dxil
// RUN: obj2yaml %t.dxil | FileCheck %s
// RUN: hlslc-dis %t.dxil | FileCheck %s --check-prefix=DXIL
// RUN: not hlslc-dis --stat %t.dxil 2>&1 | FileCheck %s --check-prefix=NOSTAT

// CHECK:      PartCount:       6
// CHECK-NOT:  Name:            STAT

// DXIL: UAV "" space 0 lower 0 size 1

// NOSTAT: container has no STAT part

RWBuffer<uint> buf : register(u0);
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { buf[id.x] = id.y; }
