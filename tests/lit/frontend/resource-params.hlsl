// RUN: hlslc -T cs_6_0 -E main %s -fcgl | FileCheck %s
// Resources can be passed to functions (as handle values) and held in local
// variables; array elements picked with a dynamic index are created at use.

RWBuffer<float> Bufs[3] : register(u1);

// CHECK: define internal void @"\01?put@@YAXV?$RWBuffer@M@@IM@Z"(target("dx.TypedBuffer", float, 1, 0, 0) %b, i32 %i, float %v)
// CHECK: %[[H:[0-9]+]] = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %b.addr
// CHECK: call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %[[H]], i32 %{{[0-9]+}})
void put(RWBuffer<float> b, uint i, float v) { b[i] = v; }

// CHECK: define void @main()
// CHECK: %[[SEL:[0-9]+]] = urem i32 %{{[0-9]+}}, 3
// CHECK: %[[HB:[0-9]+]] = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 1, i32 3, i32 %[[SEL]], ptr @Bufs.str)
// CHECK: store target("dx.TypedBuffer", float, 1, 0, 0) %[[HB]], ptr %local
// CHECK: %[[L:[0-9]+]] = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %local
// CHECK: call void @"\01?put@@YAXV?$RWBuffer@M@@IM@Z"(target("dx.TypedBuffer", float, 1, 0, 0) %[[L]], i32 0, float 1.000000e+00)

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  RWBuffer<float> local = Bufs[id.x % 3];
  put(local, 0, 1.0);
}
