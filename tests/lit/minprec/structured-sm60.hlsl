// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// Before SM 6.2 structured buffers are read and written with bufferLoad /
// bufferStore: loads still read 32-bit values and truncate, but DXC widens
// min-precision stores only for rawBufferStore, so the 16-bit value is
// stored as is.

// CHECK: [[L:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 0)
// CHECK: fptrunc float %{{[0-9]+}} to half
// CHECK-NOT: fpext
// CHECK: call void @dx.op.bufferStore.f16(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 0, half

RWStructuredBuffer<min16float2> o;

[numthreads(64, 1, 1)]
void main(uint t : SV_GroupIndex) {
  o[t] = o[t + 1] * 2;
}
