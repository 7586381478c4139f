// ConstantBuffer<T> / TextureBuffer<T> need a struct T without resources.
// RUN: not hlslc -T cs_6_0 %s 2>&1 | FileCheck %s
struct R { float a; RWBuffer<float> b; };
ConstantBuffer<R> r;
ConstantBuffer<float4> v;
RWBuffer<float> Out;
[numthreads(1, 1, 1)] void main() { Out[0] = r.a; }

// CHECK: view-errors.hlsl:4:19: error: 'R' cannot be used as the type parameter of ConstantBuffer: it contains resources
// CHECK: view-errors.hlsl:5:24: error: 'float4' cannot be used as a type parameter where a struct/class is required
