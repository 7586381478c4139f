// RUN: not hlslc -T ps_6_0 -E main %s 2>&1 | FileCheck %s
// A namespace still open at the end of the file (reported at the end of
// the last token).

namespace N {
// CHECK: err-namespace-unclosed.hlsl:[[# @LINE + 1]]:38: error: expected '}' at end of namespace [HL3001]
float main() : SV_Target { return 1; }
