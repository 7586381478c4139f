// dx::HitObject is SM 6.9's: DXC's availability error before it (the dx
// namespace itself exists for every target)
// RUN: not hlslc -T lib_6_8 %s 2>&1 | FileCheck %s
// CHECK: err-sm68.hlsl:[[@LINE+4]]:{{[0-9]+}}: error: potential misuse of built-in type 'dx::HitObject' in shader model lib_6_8; introduced in shader model 6.9
using namespace dx;
[shader("raygeneration")]
void RG() {
  HitObject h = HitObject::MakeNop();
  MaybeReorderThread(h);
}
