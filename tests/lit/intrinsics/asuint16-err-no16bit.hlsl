// 16-bit-only parameters without -enable-16bit-types: half is a 32-bit
// float then, and only literals convert (DXC: no matching function).
// RUN: not hlslc -T cs_6_2 -E main %s 2>&1 | FileCheck %s
// CHECK: asuint16-err-no16bit.hlsl:9:10: error: no matching function for call to 'asuint16'
// CHECK: note: candidate function not viable: no known conversion from 'half' to 'half' for 1st argument
RWStructuredBuffer<uint> b;
[numthreads(1, 1, 1)] void main() {
  b[0] =
         asuint16((half)b[1]);
}
