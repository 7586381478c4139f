// ConstantBuffer<T> / TextureBuffer<T> need a struct T (resources in it are
// allowed: tests/lit/resources/cbview-resources-*.hlsl).
// RUN: not hlslc -T cs_6_0 %s 2>&1 | FileCheck %s
ConstantBuffer<float4> v;
RWBuffer<float> Out;
[numthreads(1, 1, 1)] void main() { Out[0] = 0; }

// CHECK: view-errors.hlsl:4:24: error: 'float4' cannot be used as a type parameter where a struct/class is required
