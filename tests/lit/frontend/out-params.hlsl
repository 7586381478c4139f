// RUN: hlslc -T cs_6_0 -E main %s -fcgl | FileCheck %s
// out/inout parameters are pointers to caller temporaries: inout copies in
// before the call, both copy back after it (HLSL copy-in/copy-out), and the
// callee is an internal function for the inliner.

RWStructuredBuffer<uint> Out : register(u0);

// CHECK: define internal void @"\01?split@@YAXIAIAI0@Z"(i32 %v, ptr noalias dereferenceable(4) %lo, ptr noalias dereferenceable(4) %hi) #{{[0-9]+}} {
// CHECK: %v.addr = alloca i32
// CHECK: store i32 %v, ptr %v.addr
// CHECK: store i32 %{{[0-9]+}}, ptr %lo
// CHECK: load i32, ptr %hi
// CHECK: store i32 %{{[0-9]+}}, ptr %hi
void split(uint v, out uint lo, inout uint hi) {
  lo = v & 0xFFFF;
  hi += v >> 16;
}

// CHECK: define void @main()
// CHECK: %[[T1:tmp[0-9]*]] = alloca i32
// CHECK: %[[T2:tmp[0-9]*]] = alloca i32
// CHECK: %[[H:[0-9]+]] = load i32, ptr %h
// CHECK-NEXT: store i32 %[[H]], ptr %[[T2]]
// CHECK-NEXT: call void @"\01?split@@YAXIAIAI0@Z"(i32 %{{[0-9]+}}, ptr %[[T1]], ptr %[[T2]])
// CHECK-NEXT: %[[R1:[0-9]+]] = load i32, ptr %[[T1]]
// CHECK-NEXT: store i32 %[[R1]], ptr %l
// CHECK-NEXT: %[[R2:[0-9]+]] = load i32, ptr %[[T2]]
// CHECK-NEXT: store i32 %[[R2]], ptr %h

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  uint l, h = 1;
  split(id.x, l, h);
  Out[id.x] = l + h;
}
