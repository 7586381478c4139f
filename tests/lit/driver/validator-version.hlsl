// -validator-version X.Y is written as dx.valver, and the container parts
// follow it (PSV0 version 2 for validator 1.7).
// RUN: hlslc -T cs_6_0 -E main -validator-version 1.7 %s | FileCheck %s
// RUN: hlslc -T cs_6_0 -E main -validator-version 1.7 %s -Fo %t.dxil && obj2yaml %t.dxil | FileCheck %s --check-prefix=PSV
// RUN: not hlslc -T cs_6_0 -E main -validator-version 1.11 %s 2>&1 | FileCheck %s --check-prefix=ERR
RWBuffer<uint> b;
[numthreads(4, 1, 1)] void main(uint i : SV_GroupIndex) { b[i] = i; }
// CHECK: !dx.valver = !{![[V:[0-9]+]]}
// CHECK: ![[V]] = !{i32 1, i32 7}
// PSV: Name: PSV0
// PSV: PSVInfo:
// PSV-NEXT: Version: 2
// ERR: error: validator version 1.11 is not supported (1.0 to 1.10, or 0.0)
