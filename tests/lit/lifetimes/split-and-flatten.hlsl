// Markers follow the memory the optimiser keeps: a dynamically indexed
// two-dimensional array is flattened to one dimension and an array of
// structs split per field, each new object with its own markers (DXC's
// output has the same).
// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// RUN: hlslc -T cs_6_6 -E main %s -Fo %t.dxil
// CHECK-DAG: %[[M:.*]] = alloca [12 x float], align 4
// CHECK-DAG: %[[A:.*]] = alloca [5 x float], align 4
// CHECK-DAG: %[[B:.*]] = alloca [5 x i32], align 4
// CHECK: %[[MP:.*]] = bitcast [12 x float]* %[[M]] to i8*
// CHECK-NEXT: call void @llvm.lifetime.start(i64 48, i8* %[[MP]])
// CHECK: %[[AP:.*]] = bitcast [5 x float]* %[[A]] to i8*
// CHECK-NEXT: call void @llvm.lifetime.start(i64 20, i8* %[[AP]])
// CHECK: %[[BP:.*]] = bitcast [5 x i32]* %[[B]] to i8*
// CHECK-NEXT: call void @llvm.lifetime.start(i64 20, i8* %[[BP]])
// CHECK: call void @llvm.lifetime.end(i64 20,
// CHECK: call void @llvm.lifetime.end(i64 20,
// CHECK: call void @llvm.lifetime.end(i64 48,

struct S { float a; uint b; };
RWBuffer<float> o;
[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  float m[4][3];
  for (uint k = 0; k < 4; k++) { m[k][0] = k; m[k][1] = 2 * k; m[k][2] = o[k]; }
  S s[5];
  for (uint j = 0; j < 5; j++) { s[j].a = o[j + 4]; s[j].b = o[j + 9]; }
  o[0] = m[i & 3][i % 3] + s[i % 5].a + s[(i + 2) % 5].b;
}
