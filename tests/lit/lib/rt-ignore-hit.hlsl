// RUN: hlslc -T lib_6_3 %s | FileCheck %s
// IgnoreHit and AcceptHitAndEndSearch end the any-hit shader: noreturn ops
// followed by `unreachable`.
struct Payload { uint n; };
struct Attr { float t; };

[shader("anyhit")]
void AnyHit(inout Payload p, in Attr a) {
  if (a.t > 1) IgnoreHit();
  if (p.n > 3) AcceptHitAndEndSearch();
  p.n++;
}

// CHECK: call void @dx.op.ignoreHit(i32 155)
// CHECK-NEXT: unreachable
// CHECK: call void @dx.op.acceptHitAndEndSearch(i32 156)
// CHECK-NEXT: unreachable
// CHECK: declare void @dx.op.ignoreHit(i32) #[[NR:[0-9]+]]
// CHECK: attributes #[[NR]] = { noreturn nounwind }
