// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// QuadReadAcrossX/Y/Diagonal -> QuadOp with op 0/1/2; QuadReadLaneAt.

RWStructuredBuffer<float> Out : register(u0);

// CHECK: call float @dx.op.quadOp.f32(i32 123, float %{{.*}}, i8 0)
// CHECK: call float @dx.op.quadOp.f32(i32 123, float %{{.*}}, i8 1)
// CHECK: call float @dx.op.quadOp.f32(i32 123, float %{{.*}}, i8 2)
// CHECK: call float @dx.op.quadReadLaneAt.f32(i32 122, float %{{.*}}, i32 2)
[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex) {
  float v = gi;
  Out[gi] = QuadReadAcrossX(v) + QuadReadAcrossY(v) + QuadReadAcrossDiagonal(v) + QuadReadLaneAt(v, 2);
}
