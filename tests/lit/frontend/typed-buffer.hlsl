// RUN: hlslc -T cs_6_0 -E main %s -fcgl | FileCheck %s
// Typed buffers: handles with explicit bindings at the top of the entry block,
// element access through llvm.dx.resource.getpointer, fast-math float ops.

Buffer<float4> A : register(t0);
Buffer<float4> B : register(t1, space2);
RWBuffer<float4> C : register(u3);
RWBuffer<int> D : register(u4);

// CHECK: @A.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
// CHECK: define void @main() #[[ATTR:[0-9]+]] {
// CHECK: entry:
// CHECK: %[[A:[0-9]+]] = call target("dx.TypedBuffer", <4 x float>, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_0_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
// CHECK: %[[B:[0-9]+]] = call target("dx.TypedBuffer", <4 x float>, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_0_0_0t(i32 2, i32 1, i32 1, i32 0, ptr @B.str)
// CHECK: %[[C:[0-9]+]] = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 0, i32 3, i32 1, i32 0, ptr @C.str)
// CHECK: %[[D:[0-9]+]] = call target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32 0, i32 4, i32 1, i32 0, ptr @D.str)
// CHECK: call i32 @llvm.dx.thread.id(i32 0)
// CHECK: %[[PA:[0-9]+]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_0_0_0t(target("dx.TypedBuffer", <4 x float>, 0, 0, 0) %[[A]], i32 %{{[0-9]+}})
// CHECK: %[[VA:[0-9]+]] = load <4 x float>, ptr %[[PA]]
// CHECK: %[[PB:[0-9]+]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_0_0_0t(target("dx.TypedBuffer", <4 x float>, 0, 0, 0) %[[B]], i32 %{{[0-9]+}})
// CHECK: %[[VB:[0-9]+]] = load <4 x float>, ptr %[[PB]]
// CHECK: %[[SUM:[0-9]+]] = fadd fast <4 x float> %[[VA]], %[[VB]]
// CHECK: %[[PC:[0-9]+]] = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %[[C]], i32 %{{[0-9]+}})
// CHECK: store <4 x float> %[[SUM]], ptr %[[PC]]
// CHECK: call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1) %[[D]], i32 0)
// CHECK: store i32 -1, ptr
// CHECK: ret void
// CHECK: declare target("dx.TypedBuffer", <4 x float>, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_0_0_0t(i32, i32, i32, i32, ptr) #[[PURE:[0-9]+]]
// CHECK: attributes #[[ATTR]] = { nounwind "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
// CHECK: attributes #[[PURE]] = { nounwind memory(none) }

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  C[id.x] = A[id.x] + B[id.x];
  D[0] = -1;
}
