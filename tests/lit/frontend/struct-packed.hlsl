// RUN: hlslc -T cs_6_0 -E main %s -fcgl | FileCheck %s
// A struct whose HLSL layout (float2 at offset 4) differs from the natural IR
// layout becomes a packed struct, with explicit tail padding to its size.

struct S { float a; float2 b; double d; };
RWStructuredBuffer<S> Buf : register(u0);

// a @0, b @4, d @16 (8-aligned), size 24
// CHECK: %struct.S = type <{ float, <2 x float>, [4 x i8], double }>
// CHECK: getelementptr inbounds %struct.S, ptr %{{[0-9]+}}, i32 0, i32 3
// CHECK: store double

[numthreads(1, 1, 1)]
void main() {
  Buf[0].d = 1.0;
}
