// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// An atomic's destination may be one component of a matrix row picked at
// run time (m[i].y), in a structured buffer or in groupshared memory: the
// element i * cols + 1 of the matrix (column-major in the buffer).

struct S { uint3x2 m; };
RWStructuredBuffer<S> b;
groupshared uint3x2 gm;

// CHECK: [[I:%.*]] = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
// CHECK: [[K:%.*]] = shl i32 [[I]], 1
// CHECK: [[E:%.*]] = or i32 [[K]], 1
// CHECK: [[R:%.*]] = lshr i32 [[E]], 1
// CHECK: [[C:%.*]] = {{.*}}
// CHECK: call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %{{.*}}, i32 0, i32 [[I]], i32 %{{.*}}, i32 undef, i32 1)
// CHECK: [[P:%.*]] = getelementptr [6 x i32], [6 x i32] addrspace(3)* @{{.*}}, i32 0, i32 %{{.*}}
// CHECK: atomicrmw add i32 addrspace(3)* [[P]], i32 2 seq_cst
[numthreads(4, 1, 1)]
void main(uint a : SV_GroupIndex) {
  InterlockedAdd(b[a].m[a].y, 1);
  InterlockedAdd(gm[a].y, 2);
}
