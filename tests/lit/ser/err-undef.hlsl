// DXC's validator rules on SER ops: a HitObject member of a struct is not
// constructed, so reading it uses an undef HitObject; a root table offset
// must be a multiple of 4
// RUN: not hlslc -T lib_6_9 %s 2>&1 | FileCheck %s
// CHECK: error: validation errors
// CHECK: err-undef.hlsl:[[@LINE+7]]:10: error: HitObject is undef.
// CHECK: err-undef.hlsl:[[@LINE+7]]:10: error: parameter 'offset' must be a multiple of 4, got 6
RWBuffer<uint> o : register(u0);
struct S { dx::HitObject h; uint k; };
[shader("raygeneration")]
void RG() {
  S s;
  o[0] = s.h.IsHit();
  o[1] = dx::HitObject::MakeNop().LoadLocalRootTableConstant(6);
}
