// Compute-shader ID semantics accept 16-bit integer types: the 32-bit ID is
// truncated to the declared type (DXC, GitHub issue 2268).
// RUN: hlslc -E main -T cs_6_2 -enable-16bit-types %s | FileCheck %s
RWStructuredBuffer<uint3> buf;
[numthreads(1, 1, 1)]
void main(uint16_t3 tid : SV_DispatchThreadID, uint16_t gi : SV_GroupIndex) {
  buf[gi] = tid;
}
// The widening back to 32 bits for the store is the `and` DXC's instcombine
// makes of zext(trunc x) (dxc-combine).
// CHECK: %[[X:[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// CHECK: %[[GI:[0-9]+]] = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
// CHECK: and i32 %[[X]], 65535
// CHECK: %[[I:[0-9]+]] = and i32 %[[GI]], 65535
// CHECK: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 %[[I]],
// CHECK-NOT: trunc
