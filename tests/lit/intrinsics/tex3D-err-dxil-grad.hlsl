// tex3D(s, x, ddx, ddy): DXC accepts the call but does not generate DXIL for it: DXC's diagnostic
// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// CHECK: tex3D-err-dxil-grad.hlsl:7:10: error: Unsupported intrinsic.
sampler s;
RWStructuredBuffer<float4> b;
float4 main() : SV_Target {
  return tex3D(s, b[1].xyz, b[1].xyz, b[1].xyz);
}
