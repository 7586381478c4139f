// RUN: not hlslc -T as_6_5 -E main -fno-caret-diagnostics %s 2>&1 | FileCheck %s
// RUN: hlslc -T as_6_5 -E main -D SMALL %s -Fo %t.dxil
// An amplification shader's payload is at most 16384 bytes (the
// validator's kMaxMSASPayloadBytes, DXC's words).

struct Payload {
#ifdef SMALL
  float4 data[1024]; // 16384 bytes: the limit
#else
  float4 data[1040]; // 16640 bytes
#endif
};

groupshared Payload p;

[numthreads(32, 1, 1)]
void main(uint gi : SV_GroupIndex) {
  p.data[gi] = gi;
  // CHECK: err-as-payload-size.hlsl:[[@LINE+1]]:3: error: For amplification shader with entry 'main', payload size 16640 is greater than maximum size of 16384 bytes.
  DispatchMesh(1, 1, 1, p);
}
