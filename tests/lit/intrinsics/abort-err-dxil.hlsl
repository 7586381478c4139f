// abort: DXC accepts the call but does not generate DXIL for it: DXC's diagnostic
// RUN: not hlslc -T cs_6_0 -E main %s 2>&1 | FileCheck %s
// CHECK: abort-err-dxil.hlsl:6:3: error: Unsupported intrinsic.
RWStructuredBuffer<uint> b;
[numthreads(1, 1, 1)] void main() {
  abort(); b[0] = 1;
}
