// printf: DXC accepts the call but does not generate DXIL for it: DXC's diagnostic
// RUN: not hlslc -T cs_6_0 -E main %s 2>&1 | FileCheck %s
// CHECK: printf-err-dxil.hlsl:6:3: error: use of unsupported identifier 'printf'
RWStructuredBuffer<uint> b;
[numthreads(1, 1, 1)] void main() {
  printf("x = %d", b[1]); b[0] = 1;
}
