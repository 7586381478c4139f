// RUN: hlslc -T lib_6_3 %s -Fo %t.dxil
// RUN: hlslc-dis --json %t.dxil | FileCheck %s
// RUN: hlslc -T lib_6_3 -D PS_ONLY %s -Fo %t.ps.dxil
// RUN: hlslc-dis --json %t.ps.dxil | FileCheck %s --check-prefix=PS
// A library's shader flags include those each entry's signatures give, by
// the entry's own stage (DXC collects them per function): a domain entry
// writing SV_RenderTargetArrayIndex needs ViewportAndRTArrayIndex; a pixel
// entry reading it does not.
struct DSOut { float4 pos : SV_Position; uint rt : SV_RenderTargetArrayIndex; };
struct CP { float4 pos : POSITION; };
struct PC { float e[3] : SV_TessFactor; float i : SV_InsideTessFactor; };

#ifndef PS_ONLY
[shader("domain")] [domain("tri")]
DSOut ds_main(float3 bary : SV_DomainLocation, const OutputPatch<CP, 3> p, const PC pc) {
  DSOut o;
  o.pos = p[0].pos * bary.x;
  o.rt = 1;
  return o;
}
#endif

[shader("pixel")]
float4 ps_main(uint rt : SV_RenderTargetArrayIndex) : SV_Target { return rt; }

// CHECK: "sfi0":{"value":"0x0000000000002000","flags":["ViewportAndRTArrayIndexFromAnyShaderFeedingRasterizer"]}
// PS: "sfi0":{"value":"0x0000000000000000","flags":[]}
