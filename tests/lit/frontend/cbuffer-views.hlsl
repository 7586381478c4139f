// Constant-buffer IR from the front end (constant-buffers.txt): struct members
// are target("dx.Layout", %__cblayout_S, size, offsets...), matrices are arrays
// of their storage vectors (rows when row_major, columns otherwise) read one
// vector at a time, dynamic indices stay GEP indices, and ConstantBuffer<S>
// fields are read through llvm.dx.resource.getpointer on the view's handle.
// Structs holding matrices get DXC's "hostlayout." names.
// RUN: hlslc -T cs_6_0 -fcgl %s | FileCheck %s
struct S { float a; float2x2 m; };
cbuffer CB : register(b0) {
  S s;
  row_major float3x2 r[2];
  float2x3 c;
}
ConstantBuffer<S> view;
RWBuffer<float> Out;
[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  Out[0] = s.m[1][0] + r[i][2].y + c._m12 + view.m[0][1];
}

// CHECK: %__cblayout_hostlayout.CB = type <{ target("dx.Layout", %__cblayout_hostlayout.S, 40, 0, 16), [2 x [3 x <2 x float>]], [3 x <2 x float>] }>
// CHECK: %__cblayout_hostlayout.S = type <{ float, [2 x <2 x float>] }>
// CHECK: %__cbview_S = type <{ target("dx.Layout", %__cblayout_hostlayout.S, 40, 0, 16) }>
// CHECK: @CB.cb = internal global target("dx.CBuffer", target("dx.Layout", %__cblayout_hostlayout.CB, 184, 0, 48, 144)) poison
// CHECK: @s = external addrspace(2) global target("dx.Layout", %__cblayout_hostlayout.S, 40, 0, 16), align 4
// CHECK: @r = external addrspace(2) global [2 x [3 x <2 x float>]], align 4
// CHECK: @c = external addrspace(2) global [3 x <2 x float>], align 4
// s.m: two columns
// CHECK: [[M:%.*]] = getelementptr inbounds %__cblayout_hostlayout.S, ptr addrspace(2) @s, i32 0, i32 1
// CHECK: getelementptr inbounds [2 x <2 x float>], ptr addrspace(2) [[M]], i32 0, i32 0
// CHECK: getelementptr inbounds [2 x <2 x float>], ptr addrspace(2) [[M]], i32 0, i32 1
// r[i]: a dynamic element, then its three rows
// CHECK: [[RI:%.*]] = getelementptr inbounds [2 x [3 x <2 x float>]], ptr addrspace(2) @r, i32 0, i32 %{{.*}}
// CHECK: getelementptr inbounds [3 x <2 x float>], ptr addrspace(2) [[RI]], i32 0, i32 2
// CHECK: [[VP:%.*]] = call ptr addrspace(2) @llvm.dx.resource.getpointer.p2.tdx.CBuffer_tdx.Layout_s___cbview_Ss_40_0tt(target("dx.CBuffer", target("dx.Layout", %__cbview_S, 40, 0)) %{{.*}}, i32 0)
// CHECK: getelementptr inbounds %__cblayout_hostlayout.S, ptr addrspace(2) [[VP]], i32 0, i32 1
// CHECK: !hlsl.cbs = !{![[CB:[0-9]+]]}
// CHECK: ![[CB]] = !{ptr @CB.cb, ptr addrspace(2) @s, ptr addrspace(2) @r, ptr addrspace(2) @c}
