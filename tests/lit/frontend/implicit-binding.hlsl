// RUN: hlslc -T cs_6_0 -E main %s -fcgl | FileCheck %s
// Resources without a register get handlefromimplicitbinding with their
// declaration order id and space; arrays pass their range; unbounded arrays
// use -1; dynamically indexed handles are created at the use.

RWBuffer<float> Out : register(u1);
Buffer<float> Inputs[4];                         // order 0
RWBuffer<uint> Counters[2] : register(space1);   // order 1, space 1
StructuredBuffer<uint> Tables[] : register(t0, space3);
Buffer<float> Unused;                            // order 2, never created

// CHECK: define void @main()
// CHECK-NOT: @Unused.str
// CHECK: call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr @Out.str)
// CHECK: for.body:
// CHECK: %[[I:[0-9]+]] = load i32, ptr %i
// CHECK: call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_0_0_0t(i32 0, i32 0, i32 4, i32 %[[I]], ptr @Inputs.str)
// CHECK: for.end:
// CHECK: %[[T:[0-9]+]] = and i32 %{{[0-9]+}}, 1
// CHECK: call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_i32_1_0_0t(i32 1, i32 1, i32 2, i32 %[[T]], ptr @Counters.str)
// CHECK: call target("dx.RawBuffer", i32, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_0_0t(i32 3, i32 0, i32 -1, i32 %{{[0-9]+}}, ptr @Tables.str)

[numthreads(8, 8, 1)]
void main(uint3 tid : SV_GroupThreadID, uint3 id : SV_DispatchThreadID) {
  float sum = 0;
  for (int i = 0; i < 4; ++i)
    sum += Inputs[i][id.y * 8 + tid.x];
  Out[id.x] = sum;
  Counters[tid.y & 1][0] = (uint)sum;
  Counters[0][1] = Tables[id.z][0];
}
