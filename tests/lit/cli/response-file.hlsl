// @FILE reads more arguments from FILE (whitespace-separated, quotes and
// backslash escapes as clang reads them), also nested.
// RUN: echo '-T cs_6_0 "-DVALUE=7" @%t.inner' > %t.rsp
// RUN: echo "-E 'main'" > %t.inner
// RUN: hlslc @%t.rsp %s | FileCheck %s
// RUN: not hlslc @%t.missing %s 2>&1 | FileCheck %s --check-prefix=MISSING
RWBuffer<uint> b;
[numthreads(4, 1, 1)] void main(uint i : SV_GroupIndex) { b[i] = VALUE; }
// CHECK: define void @main()
// CHECK: i32 7
// MISSING: error: cannot read response file
