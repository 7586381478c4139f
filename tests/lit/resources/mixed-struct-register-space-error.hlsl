// RUN: not hlslc -T ps_6_0 -E main -fno-caret-diagnostics %s 2>&1 | FileCheck %s
// A struct mixing resources and data is (partly) a global constant: DXC
// rejects a register space on it.

struct L { Texture2D t; float f; SamplerState s; };
L a : register(t3, space1);

float4 main(float2 uv : UV) : SV_Target { return a.t.Sample(a.s, uv) * a.f; }

// CHECK: mixed-struct-register-space-error.hlsl:6:7: error: register space cannot be specified on global constants. [HL4017]
