// RUN: hlslc -T cs_6_0 -E CSMain %s -fcgl | FileCheck %s
// System values: SV_DispatchThreadID -> llvm.dx.thread.id, SV_GroupID ->
// llvm.dx.group.id, SV_GroupThreadID -> llvm.dx.thread.id.in.group,
// SV_GroupIndex -> llvm.dx.flattened.thread.id.in.group; as many components
// as the parameter has, int or uint.

RWStructuredBuffer<uint> Out : register(u0);

// CHECK: define void @CSMain() #[[A:[0-9]+]] {
// CHECK: call i32 @llvm.dx.thread.id(i32 0)
// CHECK: call i32 @llvm.dx.thread.id(i32 1)
// CHECK-NOT: @llvm.dx.thread.id(i32 2)
// CHECK: call i32 @llvm.dx.group.id(i32 0)
// CHECK: call i32 @llvm.dx.thread.id.in.group(i32 0)
// CHECK: call i32 @llvm.dx.thread.id.in.group(i32 1)
// CHECK: call i32 @llvm.dx.thread.id.in.group(i32 2)
// CHECK: call i32 @llvm.dx.flattened.thread.id.in.group()
// CHECK: attributes #[[A]] = { nounwind "hlsl.numthreads"="8,4,2" "hlsl.shader"="compute" }

[numthreads(8, 4, 2)]
void CSMain(uint2 dtid : SV_DispatchThreadID, int gid : SV_GroupID,
            uint3 gtid : SV_GroupThreadID, uint gi : SV_GroupIndex) {
  Out[dtid.x + dtid.y] = gid + gtid.z + gi;
}
