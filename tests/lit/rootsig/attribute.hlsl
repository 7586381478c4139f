// [RootSignature("...")] on the entry is compiled (at 1.1, DXC's default) and
// written as the RTS0 part right after PSV0, as DXC places it.
// RUN: hlslc -T cs_6_0 -E main %s -Fo %t.dxil
// RUN: hlslc-dis --no-module %t.dxil | FileCheck %s
#define RS "RootFlags(0), " \
           "CBV(b0), " \
           "DescriptorTable(UAV(u0, numDescriptors = 2))"
RWBuffer<uint> b : register(u1);
cbuffer C : register(b0) { uint k; }
[RootSignature(RS)]
[numthreads(4, 1, 1)] void main(uint i : SV_GroupIndex) { b[i] = i + k; }
// CHECK: part {{[0-9]+}}: PSV0
// CHECK-NEXT: part {{[0-9]+}}: RTS0 offset {{[0-9]+}} size 92
// CHECK: RTS0: version 2, 2 parameters, 0 static samplers, flags 0x0
// CHECK-NEXT: parameter 0: CBV, visibility 0, register 0 space 0, flags 0x0
// CHECK-NEXT: parameter 1: table, visibility 0
// CHECK-NEXT: range: UAV count 2 base 0 space 0 offset 4294967295 flags 0x0
// CHECK-NEXT: as HLSL (rootsig_1_1):
// CHECK-NEXT: #define RTS0 \
// CHECK-NEXT: "CBV(b0), " \
// CHECK-NEXT: "DescriptorTable(UAV(u0, numDescriptors = 2))"
