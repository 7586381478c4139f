// RUN: hlslc -T cs_6_0 -E main %s -fcgl | FileCheck %s
// groupshared variables are addrspace(3) globals; barriers are llvm.dx.*
// memory barrier intrinsics; Interlocked* become atomicrmw/cmpxchg.

RWStructuredBuffer<uint> Out : register(u0);
groupshared uint cache[64];
groupshared uint total;

// CHECK: @"\01?cache@@3PAIA" = internal addrspace(3) global [64 x i32] undef, align 4
// CHECK: @"\01?total@@3IA" = internal addrspace(3) global i32 undef, align 4
// CHECK: %[[P:[0-9]+]] = getelementptr inbounds [64 x i32], ptr addrspace(3) @"\01?cache@@3PAIA", i32 0, i32 %{{[0-9]+}}
// CHECK: store i32 %{{[0-9]+}}, ptr addrspace(3) %[[P]]
// CHECK: call void @llvm.dx.group.memory.barrier.with.group.sync()
// CHECK: atomicrmw add ptr addrspace(3) @"\01?total@@3IA", i32 %{{[0-9]+}} seq_cst, align 4
// CHECK: call void @llvm.dx.device.memory.barrier()
// CHECK: %[[X:[0-9]+]] = cmpxchg ptr addrspace(3) @"\01?total@@3IA", i32 0, i32 1 seq_cst seq_cst, align 4
// CHECK: extractvalue { i32, i1 } %[[X]], 0
// CHECK: %[[OP:[0-9]+]] = call ptr @llvm.dx.resource.getpointer
// CHECK: atomicrmw umax ptr %[[OP]], i32 %{{[0-9]+}} seq_cst, align 4
// CHECK: declare void @llvm.dx.group.memory.barrier.with.group.sync() #[[CONV:[0-9]+]]
// CHECK: attributes #[[CONV]] = { convergent nounwind }

[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex) {
  cache[gi] = gi * 2;
  GroupMemoryBarrierWithGroupSync();
  InterlockedAdd(total, cache[63 - gi]);
  DeviceMemoryBarrier();
  uint old;
  InterlockedCompareExchange(total, 0, 1, old);
  InterlockedMax(Out[0], old);
}
