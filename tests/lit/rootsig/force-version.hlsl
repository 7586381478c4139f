// -force-rootsig-ver compiles the entry's root signature at that version;
// 1.0 takes no flags (DXC's message, at the attribute).
// RUN: hlslc -T cs_6_0 -E main -force-rootsig-ver rootsig_1_0 %s -Fo %t.dxil
// RUN: hlslc-dis --no-module %t.dxil | FileCheck %s
// RUN: not hlslc -T cs_6_0 -E main -force-rootsig-ver rootsig_1_0 -DFLAGS %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not hlslc -T cs_6_0 -E main -force-rootsig-ver rootsig_2_0 %s 2>&1 | FileCheck %s --check-prefix=BAD
RWStructuredBuffer<uint> b : register(u0);
#ifdef FLAGS
[RootSignature("UAV(u0, flags = DATA_VOLATILE)")]
#else
[RootSignature("UAV(u0)")]
#endif
[numthreads(4, 1, 1)] void main(uint i : SV_GroupIndex) { b[i] = i; }
// CHECK: part {{[0-9]+}}: RTS0 offset {{[0-9]+}} size 44
// CHECK: RTS0: version 1, 1 parameters
// ERR: force-version.hlsl:9:2: error: root signature error - Root descriptor flags cannot be specified for root_sig_1_0
// BAD: error: Unsupported value 'rootsig_2_0' for root signature profile.
