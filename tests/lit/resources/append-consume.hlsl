// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// Append stores at the incremented counter's old value and Consume loads at
// the decremented counter; both counters make their buffers "has counter"
// in the metadata.

struct S { float a; uint b; };
AppendStructuredBuffer<S> A : register(u0);
ConsumeStructuredBuffer<S> C : register(u1);

[numthreads(1, 1, 1)]
void main() {
  S s = C.Consume();
  s.a += 1;
  A.Append(s);
}

// CHECK: %[[CI:[0-9]+]] = call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle %[[C:[0-9]+]], i8 -1)
// CHECK: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %[[C]], i32 %[[CI]], i32 0)
// CHECK: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %[[C]], i32 %[[CI]], i32 4)
// CHECK: %[[AI:[0-9]+]] = call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle %[[A:[0-9]+]], i8 1)
// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %[[A]], i32 %[[AI]], i32 0,
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %[[A]], i32 %[[AI]], i32 4,
// CHECK: !{i32 0, %"class.AppendStructuredBuffer<S>"* undef, !"", i32 0, i32 0, i32 1, i32 12, i1 false, i1 true, i1 false, ![[ST:[0-9]+]]}
// CHECK: !{i32 1, %"class.ConsumeStructuredBuffer<S>"* undef, !"", i32 0, i32 1, i32 1, i32 12, i1 false, i1 true, i1 false, ![[ST]]}
