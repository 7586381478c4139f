// DXC knows no type sampler2D (its sampler1D/2D/3D/CUBE objects are disabled);
// only 'sampler' names a sampler.
// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// CHECK: sampler2d-unknown-type.hlsl:6:1: error: unknown type name 'sampler2D'
// CHECK: sampler2d-unknown-type.hlsl:7:1: error: unknown type name 'samplerCUBE'
sampler2D s;
samplerCUBE c;
float4 main(float2 uv : UV) : SV_Target { return 0; }
