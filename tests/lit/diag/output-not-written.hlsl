// RUN: not hlslc -T ps_6_0 -E depth %s 2>&1 | FileCheck --check-prefix=DEPTH %s
// RUN: not hlslc -T vs_6_0 -E pos %s 2>&1 | FileCheck --check-prefix=POS %s
// RUN: hlslc -T ps_6_0 -E target %s 2>&1 | FileCheck --check-prefix=TARGET %s
// RUN: hlslc -T vs_6_0 -E user %s 2>&1 | FileCheck --check-prefix=USER %s
// DXC's validator: every system-value output but SV_Target must be written
// in all its components (Sm.UndefinedOutput), SV_Position in all four
// (Sm.CompletePosition); reported as validation errors at the entry.
// A render target only partly written is a warning; user outputs are free.

// DEPTH: error: validation errors
// DEPTH: output-not-written.hlsl:[[# @LINE + 1]]:{{[0-9]+}}: error: Not all elements of output SV_Depth were written.
float depth(float2 a : A, float b : B, out float d : SV_Depth) : SV_Target {
  [branch] if (b != 1) return a.x;
  else return a.y;
}

// POS: error: validation errors
// POS: error: Not all elements of output SV_Position were written.
// POS: error: Not all elements of SV_Position were written.
float4 pos(float4 p : P, out float4 o : SV_Position) : TEXCOORD0 {
  o.xy = p.xy;
  return p;
}

// TARGET: warning: Declared output SV_Target1 not fully written in shader.
// TARGET-NOT: error
float4 target(float2 a : A, out float4 o1 : SV_Target1) : SV_Target {
  o1.xy = a;
  return a.x;
}

// USER-NOT: error
struct VOut { float4 p : SV_Position; float4 t : TEXCOORD0; };
VOut user(float4 p : P) {
  VOut o;
  o.p = p;
  o.t.x = 1;
  return o;
}
