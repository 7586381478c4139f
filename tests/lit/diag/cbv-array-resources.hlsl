// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// An array of ConstantBuffer / TextureBuffer views cannot hold a struct with
// resources in it (DXC's error, at the declaration).

struct Res { Texture2D tex; float4 k; };
// CHECK: cbv-array-resources.hlsl:[[# @LINE + 1]]:21: error: object types not supported in cbuffer/tbuffer view arrays.
ConstantBuffer<Res> Views[2];

float4 main() : SV_Target { return Views[1].k; }
