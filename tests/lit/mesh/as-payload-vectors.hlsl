// RUN: hlslc -T as_6_6 -E main %s | FileCheck %s
// A local DispatchMesh payload with a vector member: the member becomes an
// array and each component is addressed from the payload (the validator
// rejects stepping from one component's pointer to the next).

// CHECK: %struct.anon = type { [4 x float] }
// CHECK: %[[A:[0-9]+]] = alloca %struct.anon
// CHECK: getelementptr inbounds %struct.anon, %struct.anon* %[[A]], i32 0, i32 0, i32 1
// CHECK: getelementptr inbounds %struct.anon, %struct.anon* %[[A]], i32 0, i32 0, i32 3
// CHECK: call void @dx.op.dispatchMesh.struct.anon(i32 173, i32 8, i32 8, i32 1, %struct.anon* nonnull %[[A]])
// CHECK: !{!{{[0-9]+}}, i32 16}

[numthreads(8, 8, 1)]
void main(uint gi : SV_GroupIndex) {
  struct { float4 f; } pld;
  pld.f = float4(gi, 1, 2, 3);
  DispatchMesh(8, 8, 1, pld);
}
