// A library entry's [RootSignature] is compiled (DXC: with the entry's code,
// on every library target): its errors fail the compile. An entry that
// -exports leaves out is a plain function: its root signature is not
// compiled. Raytracing entries may not have one.
// RUN: not hlslc -T lib_6_3 %s -Fo %t.dxil -fno-caret-diagnostics 2>&1 | FileCheck %s
// RUN: hlslc -T lib_6_3 -exports other %s -Fo %t2.dxil 2>&1 | count 0
// RUN: not hlslc -T lib_6_3 -DRAY %s -Fo %t3.dxil -fno-caret-diagnostics 2>&1 | FileCheck %s --check-prefix=RAY
RWBuffer<uint> b : register(u0);
[shader("compute")]
[RootSignature("DescriptorTable(UAV(x0))")]
[numthreads(4, 1, 1)] void entry(uint i : SV_GroupIndex) { b[i] = i; }
[shader("compute")]
[numthreads(4, 1, 1)] void other(uint i : SV_GroupIndex) { b[i] = i + 1; }
#ifdef RAY
[shader("raygeneration")]
[RootSignature("DescriptorTable(UAV(u0))")]
void ray() { b[0] = 1; }
#endif
// CHECK: library-entry-error.hlsl:10:2: error: root signature error - Unexpected token 'x0'
// RAY: library-entry-error.hlsl:16:2: error: root signature attribute not supported for raytracing entry functions
