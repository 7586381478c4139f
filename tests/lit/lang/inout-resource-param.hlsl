// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// An `inout` resource parameter passes the resource in (writing through it
// needs nothing copied back), as engines write it (WickedEngine's voxelizer).

RWTexture3D<uint> Target : register(u0);

void accumulate(inout RWTexture3D<uint> output, uint3 dest, uint v) { InterlockedAdd(output[dest], v); }

// CHECK-LABEL: define void @main()
// CHECK: call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %{{[0-9]+}}, i32 0,
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { accumulate(Target, id, 3); }
