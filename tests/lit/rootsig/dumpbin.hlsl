// -dumpbin: the input is a compiled container. -extractrootsignature writes
// its root signature container to -Fo; -Qstrip_rootsignature and
// -setrootsignature rewrite it (the new RTS0 part added last, as DXC's
// container builder adds it; digest recomputed).
// RUN: hlslc -T cs_6_0 -E main %s -Fo %t.dxil -Frs %t.rs
// RUN: hlslc -dumpbin %t.dxil -extractrootsignature -Fo %t.extracted
// RUN: cmp %t.rs %t.extracted
// RUN: hlslc -dumpbin %t.dxil -Qstrip_rootsignature -Fo %t.stripped
// RUN: hlslc-dis --no-module %t.stripped | FileCheck %s --check-prefix=STRIP
// RUN: hlslc -T rootsig_1_1 -E OTHER %s -Fo %t.other
// RUN: hlslc -dumpbin %t.dxil -setrootsignature %t.other -Fo %t.replaced
// RUN: hlslc-dis --no-module %t.replaced | FileCheck %s --check-prefix=SET
// RUN: not hlslc -dumpbin %t.dxil -T cs_6_0 -Fo %t.x 2>&1 | FileCheck %s --check-prefix=COMPILE
#define OTHER "DescriptorTable(UAV(u0, numDescriptors = 8))"
RWStructuredBuffer<uint> b : register(u0);
[RootSignature("UAV(u0)")]
[numthreads(4, 1, 1)] void main(uint i : SV_GroupIndex) { b[i] = i; }
// STRIP-NOT: RTS0
// STRIP: digest: {{[0-9a-f]+}} (ok)
// STRIP-NOT: RTS0
// SET: part 4: STAT
// SET: part 5: HASH
// SET: part 6: DXIL
// SET: part 7: RTS0
// SET: digest: {{[0-9a-f]+}} (ok)
// SET: range: UAV count 8
// COMPILE: error: Cannot specify compilation options when reading a binary file.
