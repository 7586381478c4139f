// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// SM 6.6: createHandleFromBinding at the top (DXC's order), annotateHandle
// right before the operation; a store between two references to a resource
// makes the second annotate it again (annotate-share-*.hlsl).

Texture2D<float4> t : register(t0);
SamplerState s : register(s0);
RWBuffer<float4> o : register(u0);

[numthreads(4, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  float4 a = t.SampleLevel(s, float2(i, 0), 0);
  o[i] = a;
  float4 b = t.SampleLevel(s, float2(0, i), 1);
  o[i + 1] = b;
}

// CHECK-LABEL: define void @main()
// CHECK-NEXT: %[[O:[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
// CHECK-NEXT: %[[T:[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
// CHECK-NEXT: %[[S:[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 3 }, i32 0, i1 false)
// CHECK: %[[AT1:[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[T]],
// CHECK-NEXT: %[[AS1:[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[S]],
// CHECK-NEXT: call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %[[AT1]], %dx.types.Handle %[[AS1]],
// CHECK: %[[AO1:[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[O]],
// CHECK-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %[[AO1]],
// CHECK-NEXT: %[[AT2:[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[T]],
// CHECK-NEXT: %[[AS2:[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[S]],
// CHECK-NEXT: call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %[[AT2]], %dx.types.Handle %[[AS2]],
// CHECK: %[[AO2:[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[O]],
// CHECK-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %[[AO2]],
