// RUN: hlslc -T ps_6_0 -E main %s | FileCheck %s
// v[i] of a local vector, where i folds to a constant past the vector: the
// local array the components went to is out of bounds there. SROA drops the
// access (the read is zero; DXC's is undef) instead of leaving an
// out-of-bounds GEP, which the validator rejects.

// CHECK: define void @main() {
// CHECK-NEXT: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float 0.000000e+00)
// CHECK-NEXT: ret void
float main(float2 x : X) : SV_Target {
  float ret = 0;
  uint index = 2;
  ret += x[index];
  return ret;
}
