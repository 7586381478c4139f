// RUN: hlslc -T cs_6_0 -auto-binding-space 5 %s | FileCheck %s
// RUN: hlslc -T lib_6_3 -auto-binding-space 11 %s | FileCheck %s --check-prefix=LIB
// -auto-binding-space places constant buffers that give neither a register
// nor a space too (as DXC), but not $Globals, which stays in space 0.
cbuffer A { float4 k; }
cbuffer B : register(b3) { float4 k2; }
cbuffer C : register(space2) { float4 k3; }
float4 g;
RWBuffer<float4> U;
[shader("compute")]
[numthreads(4, 1, 1)] void main(uint i : SV_DispatchThreadID) { U[i] = k + k2 + k3 + g; }

// CHECK: ; $Globals                          cbuffer      NA          NA     CB0            cb0     1
// CHECK: ; A                                 cbuffer      NA          NA     CB1     cb0,space5     1
// CHECK: ; B                                 cbuffer      NA          NA     CB2            cb3     1
// CHECK: ; C                                 cbuffer      NA          NA     CB3     cb0,space2     1
// CHECK: ; U                                     UAV     f32         buf      U0      u0,space5     1

// LIB: ; A                                 cbuffer      NA          NA     CB1    cb0,space11     1
