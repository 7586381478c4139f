// RUN: hlslc -T cs_6_0 -E main %s -fcgl | FileCheck %s
// cbuffer blocks: legacy layout (16-byte rows, no straddling, arrays and structs
// start a row), addrspace(2) member globals, !hlsl.cbs, handle setup in the entry.
// Struct members are target("dx.Layout", %__cblayout_S, size, offsets...) as in
// constant-buffers.txt.

struct Inner { float a; float2 b; };
cbuffer Params : register(b2, space1) {
  float scale;     // 0
  uint offset;     // 4
  float2 pad;      // 8
  float3 dir;      // 16
  float w;         // 28
  float arr[3];    // 32, 48, 64 -> ends at 68
  float2 after;    // 68
  Inner inner;     // 80 (row aligned), size 12
  int last;        // 92: packs after the struct's last row
};
RWBuffer<float> Out : register(u0);

// CHECK: %__cblayout_Params = type <{ float, i32, <2 x float>, <3 x float>, float, [3 x float], <2 x float>, target("dx.Layout", %__cblayout_Inner, 12, 0, 4), i32 }>
// CHECK: %__cblayout_Inner = type <{ float, <2 x float> }>
// CHECK: @Params.cb = internal global target("dx.CBuffer", target("dx.Layout", %__cblayout_Params, 96, 0, 4, 8, 16, 28, 32, 68, 80, 92)) poison
// CHECK: @scale = external addrspace(2) global float, align 4
// CHECK: @arr = external addrspace(2) global [3 x float], align 4
// CHECK: @inner = external addrspace(2) global target("dx.Layout", %__cblayout_Inner, 12, 0, 4), align 4
// CHECK: @last = external addrspace(2) global i32, align 4
// CHECK: define void @main()
// CHECK: %[[H:[0-9]+]] = call target("dx.CBuffer", target("dx.Layout", %__cblayout_Params, 96, 0, 4, 8, 16, 28, 32, 68, 80, 92)) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_tdx.Layout_s___cblayout_Paramss_96_0_4_8_16_28_32_68_80_92tt(i32 1, i32 2, i32 1, i32 0, ptr @Params.str)
// CHECK-NEXT: store target("dx.CBuffer", target("dx.Layout", %__cblayout_Params, 96, 0, 4, 8, 16, 28, 32, 68, 80, 92)) %[[H]], ptr @Params.cb
// CHECK: load float, ptr addrspace(2) @scale, align 4
// CHECK: %[[AP:[0-9]+]] = getelementptr inbounds [3 x float], ptr addrspace(2) @arr, i32 0, i32 %{{[0-9]+}}
// CHECK: load float, ptr addrspace(2) %[[AP]]
// CHECK: %[[IP:[0-9]+]] = getelementptr inbounds %__cblayout_Inner, ptr addrspace(2) @inner, i32 0, i32 1
// CHECK: load <2 x float>, ptr addrspace(2) %[[IP]]
// CHECK: !hlsl.cbs = !{![[CB:[0-9]+]]}
// CHECK: ![[CB]] = !{ptr @Params.cb, ptr addrspace(2) @scale, ptr addrspace(2) @offset, ptr addrspace(2) @pad, ptr addrspace(2) @dir, ptr addrspace(2) @w, ptr addrspace(2) @arr, ptr addrspace(2) @after, ptr addrspace(2) @inner, ptr addrspace(2) @last}

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Out[id.x] = scale * arr[id.x % 3] + inner.b.y;
}
