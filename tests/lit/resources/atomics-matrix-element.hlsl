// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// Interlocked* on one element of a matrix (m[r][c], m[r].y, m._m11): in a
// structured buffer the element's byte offset follows the column-major
// storage; in groupshared memory a row_major matrix is addressed directly
// (a constant address, seq_cst as DXC).

groupshared row_major uint2x2 dataC[64];
RWStructuredBuffer<uint2x2> mats : register(u0);

[numthreads(8, 8, 1)]
void main(uint2 tid : SV_DispatchThreadID) {
  InterlockedOr(dataC[0][1].y, 2);
  InterlockedOr(dataC[0][1][0], 3);
  InterlockedOr(mats[0][1].y, 2);
  InterlockedOr(mats[0][1][0], 3);
  InterlockedOr(mats[0]._m11, 4);
  mats[tid.x] = dataC[tid.x % 64];
}

// CHECK: atomicrmw or i32 addrspace(3)* getelementptr inbounds ([256 x i32], [256 x i32] addrspace(3)* @"\01?dataC@@3PAV?$matrix@I$01$01@@A{{(\.v)+}}.1dim", i32 0, i32 3), i32 2 seq_cst
// CHECK: atomicrmw or i32 addrspace(3)* getelementptr inbounds ([256 x i32], [256 x i32] addrspace(3)* @"\01?dataC@@3PAV?$matrix@I$01$01@@A{{(\.v)+}}.1dim", i32 0, i32 2), i32 3 seq_cst
// CHECK: call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %{{[0-9]+}}, i32 2, i32 0, i32 12, i32 undef, i32 2)
// CHECK: call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %{{[0-9]+}}, i32 2, i32 0, i32 4, i32 undef, i32 3)
// CHECK: call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %{{[0-9]+}}, i32 2, i32 0, i32 12, i32 undef, i32 4)
