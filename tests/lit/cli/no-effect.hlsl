// Options DXC itself treats as hints (or does not read) are accepted with a
// warning that they have no effect; -O3 is the default and -nologo does
// nothing in DXC either, so both are honoured silently.
// RUN: hlslc -T cs_6_0 -Wall -Ges -fdiagnostics-color -O3 -nologo %s -Fo %t.dxil 2>&1 | FileCheck %s
// RUN: hlslc -T cs_6_0 -no-legacy-cbuf-layout %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=CBUF
RWBuffer<uint> b;
[numthreads(4, 1, 1)] void main(uint i : SV_GroupIndex) { b[i] = i; }
// CHECK: hlslc: warning: option '-Wall' has no effect: hlslc reports no warnings beyond those on by default
// CHECK-NEXT: hlslc: warning: option '-Ges' has no effect
// CHECK-NEXT: hlslc: warning: option '-fdiagnostics-color' has no effect
// CHECK-NOT: warning
// CBUF: warning: -no-legacy-cbuf-layout is no longer supported and will be ignored. Future releases will not recognize it.
