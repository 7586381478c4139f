// -rootsig-define NAME: the macro as defined once the input is preprocessed
// (string literals joined without their quotes) is the root signature; it
// wins over the entry's [RootSignature]. An undefined NAME gives none, as
// with DXC.
// RUN: hlslc -T cs_6_0 -E main -rootsig-define MYRS %s -Fo %t.dxil
// RUN: hlslc-dis --no-module %t.dxil | FileCheck %s
// RUN: hlslc -T cs_6_0 -E main -rootsig-define NOT_DEFINED %s -Fo %t2.dxil
// RUN: hlslc-dis --no-module %t2.dxil | FileCheck %s --check-prefix=ATTR
// RUN: hlslc -T cs_6_0 -E main -rootsig-define NOT_DEFINED -DNO_ATTR %s -Fo %t3.dxil
// RUN: hlslc-dis --no-module %t3.dxil | FileCheck %s --check-prefix=NONE
#define SPACE 3
#define MYRS "RootConstants(num32BitConstants=" "4, b0)," "SRV(t0, space=" "2)"
RWBuffer<uint> b : register(u1);
#ifndef NO_ATTR
[RootSignature("DescriptorTable(UAV(u1))")]
#endif
[numthreads(4, 1, 1)] void main(uint i : SV_GroupIndex) { b[i] = i; }
#undef MYRS
#define MYRS "DescriptorTable(UAV(u0, numDescriptors = 4)), CBV(b1, space =" SPACE ")"
// CHECK: RTS0: version 2, 2 parameters
// CHECK-NEXT: parameter 0: table
// CHECK-NEXT: range: UAV count 4 base 0 space 0
// CHECK-NEXT: parameter 1: CBV, visibility 0, register 1 space 3
// ATTR: RTS0: version 2, 1 parameters
// ATTR-NEXT: parameter 0: table
// ATTR-NEXT: range: UAV count 1 base 1 space 0
// NONE-NOT: RTS0
