// --print-after=PASS dumps the IR after that pass to stderr.
// RUN: hlslc -T cs_6_0 -E main %s --print-after=dxil-op-lower 2>&1 >/dev/null | FileCheck %s
// CHECK: IR Dump After dxil-op-lower
// CHECK: call {{.*}} @dx.op.bufferStore.f32(i32 69
RWBuffer<float> B : register(u0);
[numthreads(1, 1, 1)]
void main() { B[0] = 1.0; }
