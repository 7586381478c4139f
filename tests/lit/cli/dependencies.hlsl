// -M prints the files the input reads as a make rule (target: the -Fo file,
// else the input), -MD writes it to <input>.d, -MF to a file; no object is
// compiled, as with DXC.
// RUN: cp %s %t.hlsl
// RUN: hlslc -T cs_6_0 -I %S/Inputs -M %t.hlsl | FileCheck %s --check-prefix=M
// RUN: hlslc -T cs_6_0 -I %S/Inputs -MD %t.hlsl -Fo %t.dxil
// RUN: FileCheck %s --check-prefix=MD --input-file %t.d
// RUN: hlslc -T cs_6_0 -I %S/Inputs -MF %t.deps %t.hlsl
// RUN: FileCheck %s --check-prefix=M --input-file %t.deps
#include "inc.hlsli"
RWBuffer<uint> b;
[numthreads(4, 1, 1)] void main(uint i : SV_GroupIndex) { b[i] = INC_VALUE; }
// M: dependencies.hlsl.tmp.hlsl: {{.*}}dependencies.hlsl.tmp.hlsl \
// M-NEXT: {{.*}}Inputs/inc.hlsli
// MD: dependencies.hlsl.tmp.dxil: {{.*}}dependencies.hlsl.tmp.hlsl \
