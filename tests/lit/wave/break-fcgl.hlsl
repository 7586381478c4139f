// RUN: hlslc -T cs_6_0 -E main -fcgl %s | FileCheck %s
// Before optimisation (-fcgl) a kept `break` is a call to dx.break() and a
// branch marked !dx.break.br, as DXC's front end emits it.

// CHECK: [[B:%[0-9a-z.]+]] = call i1 @dx.break()
// CHECK-NEXT: br i1 [[B]], label %{{.*}}, label %{{.*}}, !dx.break.br
// CHECK: declare i1 @dx.break()

RWStructuredBuffer<uint> o : register(u0);

[numthreads(64,1,1)]
void main(uint t : SV_GroupIndex) {
  for (uint i = 0;; i++) {
    uint f = WaveReadLaneFirst(o[t + i]);
    if (f == 3) { o[t] = WaveActiveSum(i); break; }
  }
}
