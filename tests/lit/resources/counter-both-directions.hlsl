// RUN: not hlslc -T cs_6_0 -E main %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: hlslc -T cs_6_6 -E main %s | FileCheck %s --check-prefix=OK
// RUN: hlslc -T lib_6_3 %s | FileCheck %s --check-prefix=LIB
// A buffer whose counter is both incremented and decremented: DXC's
// validator rejects it where handles come from createHandle (below SM 6.6),
// at the update that goes the other way, and lets it pass from SM 6.6 and
// in libraries.

// ERR: :[[@LINE+9]]:{{[0-9]+}}: error: RWStructuredBuffers may increment or decrement their counters, but not both.
// OK: @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle %{{[0-9]+}}, i8 1)
// OK: @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle %{{[0-9]+}}, i8 -1)
// LIB: @dx.op.bufferUpdateCounter

RWStructuredBuffer<uint> b;
[shader("compute")] [numthreads(1,1,1)]
void main() {
  uint i = b.IncrementCounter();
  b[i] = b.DecrementCounter();
}
