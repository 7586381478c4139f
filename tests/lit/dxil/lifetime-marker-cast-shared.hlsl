// RUN: hlslc -T lib_6_6 %s | FileCheck %s
// A local passed to an external function (itself, as DXC skips the copy of
// a local) keeps its lifetime markers; lifetime.end uses the i8* cast made
// for lifetime.start, as DXC's early CSE leaves it (one cast per object),
// while the other uses keep their own casts.
struct S { int i; float f; };
void ext(inout S s);
RWStructuredBuffer<float> o;

[shader("compute")]
[numthreads(1, 1, 1)]
void main(uint t : SV_DispatchThreadID) {
  S s;
  s.i = t;
  s.f = 2;
  ext(s);
  o[t] = s.f + s.i;
}

// CHECK: [[C:%[0-9]+]] = bitcast %struct.S* [[A:%[0-9]+]] to i8*
// CHECK-NEXT: call void @llvm.lifetime.start(i64 8, i8* [[C]])
// CHECK: call void @"\01?ext@@YAXUS@@@Z"(%struct.S* nonnull [[A]])
// CHECK-NOT: bitcast %struct.S*
// CHECK: call void @llvm.lifetime.end(i64 8, i8* [[C]])
