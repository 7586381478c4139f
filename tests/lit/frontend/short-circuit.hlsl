// RUN: hlslc -T cs_6_0 -E main %s -fcgl | FileCheck %s
// && and || short-circuit (HLSL 2021) with branches and a phi when the right
// side has side effects; without side effects both sides are evaluated and
// combined with and/or. The ternary operator uses select or branches alike.

RWStructuredBuffer<int> Out : register(u0);

int bump(inout int x) { return ++x; }

// CHECK: define void @main()
// CHECK: %[[A:[0-9]+]] = icmp sgt i32 %{{[0-9]+}}, 0
// CHECK: %[[B:[0-9]+]] = icmp slt i32 %{{[0-9]+}}, 10
// CHECK: and i1 %[[A]], %[[B]]
// CHECK: br i1 %{{[0-9]+}}, label %land.rhs, label %land.end
// CHECK: land.rhs:
// CHECK: call i32 @"\01?bump@@YAHAIAH@Z"(
// CHECK: land.end:
// CHECK: phi i1 [ false, %{{[a-z.0-9]+}} ], [ %{{[0-9]+}}, %land.rhs ]
// CHECK: br i1 %{{[0-9]+}}, label %lor.end, label %lor.rhs
// CHECK: lor.end:
// CHECK: phi i1 [ true, %{{[a-z.0-9]+}} ], [ %{{[0-9]+}}, %lor.rhs ]
// CHECK: select i1 %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 %{{[0-9]+}}
// CHECK: cond.true:
// CHECK: cond.false:
// CHECK: cond.end:
// CHECK: phi i32

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  int x = id.x;
  bool p = x > 0 && x < 10;
  bool q = p && bump(x) > 3;
  bool r = q || bump(x) > 5;
  int s = r ? x : -x;
  int t = p ? bump(x) : 0;
  Out[0] = s + t;
}
