// The copy an out/inout argument is passed through lives from before the
// copy in to after the copy back (DXC's lifetimeCleanupList).
// RUN: hlslc -T cs_6_6 -E main -fcgl %s | FileCheck %s
// CHECK-LABEL: define void @main()
// CHECK: call void @llvm.lifetime.start(i64 16, ptr %[[T:tmp[0-9]*]])
// CHECK: store {{.*}} ptr %[[T]]
// CHECK: call void @"\01?f@@YAXAIAV?$vector@M$03@@@Z"(ptr %[[T]])
// CHECK: load {{.*}} ptr %[[T]]
// CHECK: call void @llvm.lifetime.end(i64 16, ptr %[[T]])

RWBuffer<float4> o;
void f(inout float4 v) { v = v * 2; }
[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  float4 a = o[i];
  f(a);
  o[i] = a;
}
