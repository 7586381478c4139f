// DispatchRaysIndex: its DXIL op in a raygeneration shader
// (CHECK lines: the DXIL operations and overloads DXC emits)
// RUN: hlslc -T lib_6_3 -DT=uint3 %s | FileCheck %s --check-prefix=CHECK
// CHECK-COUNT-3: call i32 @dx.op.dispatchRaysIndex.i32(i32 145

RWStructuredBuffer<T> b : register(u0);
RaytracingAccelerationStructure scene : register(t0);
struct Payload { float4 c; };
struct Attr { float2 bary; };
[shader("raygeneration")] void main() {
  b[0] = DispatchRaysIndex();
}
