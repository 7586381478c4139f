// Compute-shader ID semantics accept 16-bit integer types: the 32-bit ID is
// truncated to the declared type (DXC, GitHub issue 2268).
// RUN: hlslc -E main -T cs_6_2 -enable-16bit-types %s | FileCheck %s
RWStructuredBuffer<uint3> buf;
[numthreads(1, 1, 1)]
void main(uint16_t3 tid : SV_DispatchThreadID, uint16_t gi : SV_GroupIndex) {
  buf[gi] = tid;
}
// CHECK: %[[X:[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// CHECK: trunc i32 %[[X]] to i16
// CHECK: %[[GI:[0-9]+]] = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
// CHECK: %[[T:[0-9]+]] = trunc i32 %[[GI]] to i16
// CHECK: %[[I:[0-9]+]] = zext i16 %[[T]] to i32
// CHECK: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 %[[I]],
