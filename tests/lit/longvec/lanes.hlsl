// RUN: hlslc -T cs_6_9 %s | FileCheck %s
// A DXIL op without a vector overload (LegacyF16ToF32 is not overloaded) is
// called once per lane on a DXIL 1.9 vector: the lanes are extracted (i64
// indices) and the results inserted back into a vector.

RWStructuredBuffer<vector<uint, 5> > u;
RWStructuredBuffer<vector<float, 5> > f;

[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  // CHECK: [[V:%.*]] = extractvalue %dx.types.ResRet.v5i32
  // CHECK: [[E0:%.*]] = extractelement <5 x i32> [[V]], i64 0
  // CHECK: [[R0:%.*]] = call float @dx.op.legacyF16ToF32(i32 131, i32 [[E0]])
  // CHECK: [[I0:%.*]] = insertelement <5 x float> undef, float [[R0]], i64 0
  // CHECK: [[E4:%.*]] = extractelement <5 x i32> [[V]], i64 4
  // CHECK: [[R4:%.*]] = call float @dx.op.legacyF16ToF32(i32 131, i32 [[E4]])
  // CHECK: [[I4:%.*]] = insertelement <5 x float> %{{.*}}, float [[R4]], i64 4
  // CHECK: call void @dx.op.rawBufferVectorStore.v5f32(i32 304, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 0, <5 x float> [[I4]], i32 4)
  f[i] = f16tof32(u[i]);
}
