// RUN: hlslc -T cs_6_0 -E main nosuchfile %s 2>&1 | FileCheck %s
// RUN: not hlslc -T cs_6_0 -E main %s /NoSuchOption 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// As DXC, the last input named is compiled (with a warning here); a second
// "input" spelled like a /option that is no file is an unknown option.

// CHECK: warning: more than one input file ('nosuchfile' and '{{.*}}last-input-wins.hlsl'): compiling the last, as DXC does
// CHECK: define void @main()
// UNKNOWN: error: Unknown argument: '/NoSuchOption'
RWBuffer<uint> Out : register(u0);
[numthreads(1, 1, 1)]
void main() { Out[0] = 1; }
