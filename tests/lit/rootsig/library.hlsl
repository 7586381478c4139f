// Root signatures of library entries are not written yet (DXC puts them in
// the entry's RDAT record): a warning says so, nothing is dropped silently.
// RUN: hlslc -T lib_6_3 %s -Fo %t.dxil -fno-caret-diagnostics 2>&1 | FileCheck %s
// RUN: hlslc -T lib_6_3 -rootsig-define RS %s -Fo %t.dxil -fno-caret-diagnostics 2>&1 | FileCheck %s --check-prefix=MACRO
#define RS "UAV(u0)"
RWBuffer<uint> b : register(u0);
[shader("compute")]
[RootSignature("DescriptorTable(UAV(u0))")]
[numthreads(4, 1, 1)] void entry(uint i : SV_GroupIndex) { b[i] = i; }
// CHECK: library.hlsl:8:2: warning: root signature of library entry 'entry' ignored: not supported in libraries yet
// MACRO: warning: -rootsig-define ignored: root signatures are not written for library targets yet
