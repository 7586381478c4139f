// RUN: hlslc -T cs_6_0 -E main %s -Fo %t.dxil 2>&1 | FileCheck %s
// #pragma message prints its text as a warning (clang's -W#pragma-messages,
// as DXC reports it); other unknown pragmas are ignored silently.

// CHECK: pragma-message.hlsl:[[# @LINE + 1]]:9: warning: building the message test
#pragma message("building the message test")
#pragma warning(disable: 3206)
#pragma region Helpers
#pragma endregion
// CHECK-NOT: warning
RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() { Out[0] = 1; }
