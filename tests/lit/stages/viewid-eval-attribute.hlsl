// RUN: hlslc -T ps_6_1 -E main %s | FileCheck %s
// An attribute read by GetAttributeAtVertex or EvaluateAttribute* comes
// from its own op, not from a loadInput: DXC's input -> output table takes
// no dependency on it (only LoadInput, LoadOutputControlPoint and
// LoadPatchConstant are sources), while the op's other operands (the
// sample index here) and plain reads count.

// CHECK: ;   output 0 depends on inputs: { 4, 9 }
// CHECK: ;   output 3 depends on inputs: { 4, 9 }
// CHECK: !{[14 x i32] [i32 12, i32 4, i32 0, i32 0, i32 0, i32 0, i32 15, i32 0, i32 0, i32 0, i32 0, i32 15, i32 0, i32 0]}

float4 main(float4 c : COLOR, nointerpolation uint s : SAMP, float4 d : D) : SV_Target {
  return EvaluateAttributeAtSample(c, s) + EvaluateAttributeCentroid(d).x + d.y;
}
