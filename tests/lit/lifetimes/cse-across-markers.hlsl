// A lifetime marker only touches its own object: a constant-buffer row
// loaded before it is reused after it (early-cse), as without markers.
// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s
// CHECK: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{.*}}, i32 0)
// CHECK: call void @llvm.lifetime.start
// CHECK-NOT: @dx.op.cbufferLoadLegacy
// CHECK: ret void

cbuffer C { float k; };
RWBuffer<float> o;
[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  float a = o[0] * k;
  if (a > 0) {
    float t[4] = { a, 2, 3, o[1] };
    t[i & 3] = k;
    o[i] = t[(i + 1) & 3] + k;
  }
}
