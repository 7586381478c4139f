// RUN: not hlslc -T cs_6_0 -E main %s 2>&1 | FileCheck %s
// Failed deduction of function template arguments: conflicting types, and a
// parameter no argument determines (clang's messages, with a note at the
// template).

template<typename T>
T Max2(T a, T b) { return a > b ? a : b; }

template<typename T>
T Zero() { return (T)0; }

RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  // CHECK: err-template-deduce.hlsl:[[# @LINE + 2]]:12: error: no matching function for call to 'Max2' [HL4005]
  // CHECK: err-template-deduce.hlsl:7:3: note: candidate template ignored: deduced conflicting types for parameter 'T' ('float' vs. 'unsigned int') [HL4005]
  Out[0] = Max2(1.0f, id.x);
  // CHECK: err-template-deduce.hlsl:[[# @LINE + 2]]:12: error: no matching function for call to 'Zero' [HL4005]
  // CHECK: err-template-deduce.hlsl:10:3: note: candidate template ignored: couldn't infer template argument 'T' [HL4005]
  Out[1] = Zero();
}
