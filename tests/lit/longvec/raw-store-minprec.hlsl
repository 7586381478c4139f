// RUN: hlslc -T cs_6_9 %s | FileCheck %s
// RUN: hlslc -T cs_6_9 -enable-16bit-types %s | FileCheck %s --check-prefix=NATIVE
// Shader model 6.9 stores a min-precision vector to a byte-address buffer
// (RawBufferVectorStore) as the 32-bit values it is loaded as: min16float
// widened with fpext, min16int and min16uint with sext (as DXC). A scalar
// keeps RawBufferStore's 16-bit overload; with native 16-bit types nothing
// is widened.

RWByteAddressBuffer buf : register(u0);

[numthreads(1, 1, 1)]
void main() {
  // CHECK: [[I:%.*]] = sext <3 x i16> %{{.*}} to <3 x i32>
  // CHECK: call void @dx.op.rawBufferVectorStore.v3i32(i32 304, %dx.types.Handle %{{.*}}, i32 12, i32 undef, <3 x i32> [[I]], i32 4)
  // NATIVE: call void @dx.op.rawBufferVectorStore.v3i16(i32 304, %dx.types.Handle %{{.*}}, i32 12, i32 undef, <3 x i16> %{{.*}}, i32 2)
  buf.Store<min16int3>(12, buf.Load<min16int3>(0));
  // CHECK: [[U:%.*]] = sext <2 x i16> %{{.*}} to <2 x i32>
  // CHECK: call void @dx.op.rawBufferVectorStore.v2i32(i32 304, %dx.types.Handle %{{.*}}, i32 36, i32 undef, <2 x i32> [[U]], i32 4)
  buf.Store<min16uint2>(36, buf.Load<min16uint2>(24));
  // CHECK: [[F:%.*]] = fpext <4 x half> %{{.*}} to <4 x float>
  // CHECK: call void @dx.op.rawBufferVectorStore.v4f32(i32 304, %dx.types.Handle %{{.*}}, i32 60, i32 undef, <4 x float> [[F]], i32 4)
  // NATIVE: call void @dx.op.rawBufferVectorStore.v4f16(i32 304, %dx.types.Handle %{{.*}}, i32 60, i32 undef, <4 x half> %{{.*}}, i32 2)
  buf.Store<min16float4>(60, buf.Load<min16float4>(44));
  // CHECK: call void @dx.op.rawBufferStore.i16(i32 140, %dx.types.Handle %{{.*}}, i32 80, i32 undef, i16 %{{.*}}, i16 undef, i16 undef, i16 undef, i8 1, i32 2)
  buf.Store<min16int>(80, buf.Load<min16int>(76));
}
