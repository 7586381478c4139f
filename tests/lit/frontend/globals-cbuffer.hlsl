// RUN: hlslc -T cs_6_0 -E main %s -fcgl | FileCheck %s
// Loose globals go to the implicit $Globals buffer, which is implicitly bound
// with order id 0 (before every other implicitly bound resource).

float gain;
RWStructuredBuffer<float> Out;
uint count;
cbuffer Explicit : register(b0) { float bias; };

// CHECK: %"__cblayout_$Globals" = type <{ float, i32 }>
// CHECK: @"$Globals.cb" = internal global target("dx.CBuffer", target("dx.Layout", %"__cblayout_$Globals", 8, 0, 4)) poison
// CHECK: @gain = external addrspace(2) global float, align 4
// CHECK: @count = external addrspace(2) global i32, align 4
// CHECK: @Explicit.cb = internal global
// CHECK: define void @main()
// CHECK: call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_f32_1_0t(i32 1, i32 0, i32 1, i32 0, ptr @Out.str)
// CHECK: call target("dx.CBuffer", target("dx.Layout", %"__cblayout_$Globals", 8, 0, 4)) @"llvm.dx.resource.handlefromimplicitbinding.tdx.CBuffer_tdx.Layout_s___cblayout_$Globalss_8_0_4tt"(i32 0, i32 0, i32 1, i32 0, ptr @"$Globals.str")
// CHECK: store target("dx.CBuffer", target("dx.Layout", %"__cblayout_$Globals", 8, 0, 4)) %{{[0-9]+}}, ptr @"$Globals.cb"
// CHECK: @llvm.dx.resource.handlefrombinding.tdx.CBuffer_tdx.Layout_s___cblayout_Explicits_4_0tt(i32 0, i32 0, i32 1, i32 0, ptr @Explicit.str)
// CHECK: !hlsl.cbs = !{![[G:[0-9]+]], ![[E:[0-9]+]]}
// CHECK: ![[G]] = !{ptr @"$Globals.cb", ptr addrspace(2) @gain, ptr addrspace(2) @count}
// CHECK: ![[E]] = !{ptr @Explicit.cb, ptr addrspace(2) @bias}

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  if (id.x < count)
    Out[id.x] = Out[id.x] * gain + bias;
}
