// RUN: not hlslc -T cs_6_9 %s 2>&1 | FileCheck %s
// DXC's validator limits a structured buffer element to 2048 bytes, which a
// long vector can pass (vector<float, 1024> is 4096 bytes); byte address
// buffers have no element size.

// CHECK: buffer-element-size.hlsl:[[# @LINE + 1]]:42: error: structured buffer elements cannot be larger than 2048 bytes (actual size 4096 bytes). 'big'
RWStructuredBuffer<vector<float, 1024> > big;
RWStructuredBuffer<vector<float, 512> > ok;
RWByteAddressBuffer raw;

[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  big[i] = ok[i][0];
  raw.Store<vector<float, 1024> >(0, raw.Load<vector<float, 1024> >(4096));
}
