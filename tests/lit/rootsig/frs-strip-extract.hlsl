// -Frs FILE writes the root signature as a container of its own;
// -Qstrip_rootsignature leaves RTS0 out of the shader (-Frs still gets it);
// -extractrootsignature writes the root signature container to -Fo.
// RUN: hlslc -T cs_6_0 -E main %s -Fo %t.dxil -Frs %t.rs
// RUN: hlslc-dis --no-module %t.rs | FileCheck %s --check-prefix=RS
// RUN: hlslc -T cs_6_0 -E main -Qstrip_rootsignature %s -Fo %t.stripped.dxil -Frs %t.rs2
// RUN: hlslc-dis --no-module %t.stripped.dxil | FileCheck %s --check-prefix=STRIP
// RUN: cmp %t.rs %t.rs2
// RUN: hlslc -T cs_6_0 -E main -extractrootsignature %s -Fo %t.extracted
// RUN: cmp %t.rs %t.extracted
RWStructuredBuffer<uint> b : register(u0);
[RootSignature("UAV(u0)")]
[numthreads(4, 1, 1)] void main(uint i : SV_GroupIndex) { b[i] = i; }
// RS: 1 parts
// RS-NEXT: part 0: RTS0 offset 36 size 48
// RS: digest: {{[0-9a-f]+}} (ok)
// STRIP-NOT: RTS0
