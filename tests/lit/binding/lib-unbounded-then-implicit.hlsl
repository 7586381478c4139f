// RUN: hlslc -T lib_6_6 %s | FileCheck %s
// RUN: not hlslc -T cs_6_6 -E cs %s 2>&1 | FileCheck %s --check-prefix=CS
// A library allocates no registers: a resource declared after an unbounded
// array of its class and space stays unbound like every other one, where
// a shader reports that it does not fit.

Texture2D tx[];
Texture2D<float> d;
RWStructuredBuffer<float4> o;

// CHECK: ; tx  texture  f32  2d  T0t4294967295,space4294967295unbounded
// CHECK: ; d   texture  f32  2d  T1t4294967295,space4294967295     1
// CHECK: ; o       UAV struct r/w U0u4294967295,space4294967295     1
[shader("raygeneration")]
void rg() {
  uint2 i = DispatchRaysIndex().xy;
  o[0] = tx[i.x].Load(int3(0, 0, 0)) + d.Load(int3(i, 0));
}

// CS: error: resource d could not be allocated
[numthreads(1, 1, 1)]
void cs(uint3 i : SV_DispatchThreadID) {
  o[0] = tx[i.x].Load(int3(0, 0, 0)) + d.Load(int3(i.xy, 0));
}
