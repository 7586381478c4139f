// RUN: hlslc -T cs_6_0 -E main -Od %s | FileCheck %s
// -Od still unrolls [unroll] loops (only those): nested loops whose inner
// bound depends on the outer counter, with a counter update per element
// (IncrementCounter on the buffer the indices select).

RWStructuredBuffer<uint> b0;
RWStructuredBuffer<uint> b1;
RWStructuredBuffer<uint> b2;

// CHECK-LABEL: define void @main()
// CHECK-COUNT-3: @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle %{{[0-9]+}}, i8 1)
// CHECK-NOT: @dx.op.bufferUpdateCounter
// CHECK: br label
// CHECK: !llvm.loop
// CHECK: !"llvm.loop.unroll.disable"
[numthreads(1, 1, 1)]
void main(uint t : SV_GroupIndex) {
  RWStructuredBuffer<uint> bufs[3] = { b0, b1, b2 };
  [unroll]
  for (uint i = 0; i < 2; i++) {
    [unroll]
    for (uint j = 0; j <= i; j++)
      bufs[i + j].IncrementCounter();
  }
  [loop]
  for (uint k = 0; k < t; k++)
    b0[k] = k;
}
