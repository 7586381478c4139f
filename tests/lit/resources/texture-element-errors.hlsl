// RUN: not hlslc -T cs_6_0 -E main -fno-caret-diagnostics %s 2>&1 | FileCheck %s
// Typed buffers and textures hold scalars or vectors of at most 16 bytes
// (DXC's wording).

struct S { float a; };
// CHECK: texture-element-errors.hlsl:[[@LINE+1]]:14: error: elements of typed buffers and textures must be scalars or vectors [HL4012]
Texture2D<S> A;
// CHECK: texture-element-errors.hlsl:[[@LINE+1]]:20: error: elements of typed buffers and textures must be scalars or vectors [HL4012]
RWBuffer<float2x2> B;
// CHECK: texture-element-errors.hlsl:[[@LINE+1]]:17: error: elements of typed buffers and textures must fit in four 32-bit quantities [HL4012]
Buffer<double3> C;

[numthreads(1, 1, 1)]
void main() {}
