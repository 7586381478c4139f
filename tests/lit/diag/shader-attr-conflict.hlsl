// RUN: not hlslc -T lib_6_3 %s 2>&1 | FileCheck %s
// Two [shader] attributes of different kinds on one function conflict; the
// last one written is kept, the others are reported against it. Repeating
// the same kind is fine.

// CHECK: shader-attr-conflict.hlsl:[[# @LINE + 1]]:2: error: shader attribute type 'compute' conflicts with shader attribute type 'raygeneration'
[shader("compute")]
[shader("raygeneration")]
// CHECK: shader-attr-conflict.hlsl:[[# @LINE - 1]]:2: note: conflicting attribute is here
void both() {}

[shader("compute")]
[shader("compute")]
[numthreads(1, 1, 1)]
void twice() {}
// CHECK-NOT: error
