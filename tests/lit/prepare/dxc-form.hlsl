// In hlslc's own pipeline dxil-prepare leaves DXC's form: typed pointers
// (zero GEPs where an aggregate's first element is addressed), triple
// dxil-ms-dx and DXC's min-precision data layout, fneg as fsub -0.0.
// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s

// CHECK: target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
// CHECK: target triple = "dxil-ms-dx"
// CHECK: %dx.types.Handle = type { i8* }
// CHECK: @{{.*}} = {{.*}}addrspace(3) global [64 x float]
// CHECK: getelementptr inbounds [64 x float], [64 x float] addrspace(3)*
// CHECK: fsub {{.*}}float -0.000000e+00

RWBuffer<float> Out : register(u0);
groupshared float cache[64];

[numthreads(64, 1, 1)]
void main(uint tid : SV_GroupIndex) {
  cache[tid] = Out[tid];
  GroupMemoryBarrierWithGroupSync();
  Out[tid] = -cache[63 - tid];
}
