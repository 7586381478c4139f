// Options may be spelled with '/' where DXC allows it; an argument starting
// with '/' that names no option is an input (an absolute path).
// RUN: hlslc /T cs_6_0 /E main %s /Fo %t.slash.dxil
// RUN: hlslc -T cs_6_0 -E main %s -Fo %t.dash.dxil
// RUN: cmp %t.slash.dxil %t.dash.dxil
// RUN: hlslc -Tcs_6_0 -Emain %s -Fo%t.joined.dxil
// RUN: cmp %t.joined.dxil %t.dash.dxil
RWBuffer<uint> b;
[numthreads(4, 1, 1)] void main(uint i : SV_GroupIndex) { b[i] = i; }
