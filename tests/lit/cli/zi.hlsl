// -Zi lists the sources in the DXIL text but generates no debug
// information: accepted with a warning saying so.
// RUN: hlslc -T cs_6_0 -E main -Zi %s 2>&1 | FileCheck %s
RWBuffer<uint> b;
[numthreads(4, 1, 1)] void main(uint i : SV_GroupIndex) { b[i] = i; }
// CHECK: hlslc: warning: option '-Zi': hlslc lists the sources in the DXIL text but generates no debug information
// CHECK: !dx.source.contents
