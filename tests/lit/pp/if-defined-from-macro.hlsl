// In #if, a 'defined' that macro expansion produces takes its operand
// unexpanded (clang lexes it raw): `#define A defined(B)` tests whether B is
// defined where A is used, also when B is defined as nothing, and also in the
// `defined X` form.
// RUN: hlslc -T ps_6_0 -E main %s -P -Fi %t.i
// RUN: FileCheck %s < %t.i
// CHECK-NOT: bad
// CHECK: good1
// CHECK-NOT: bad
// CHECK: good2
// CHECK-NOT: bad
// CHECK: good3
// CHECK-NOT: bad
#define A defined(B)
#define C defined B
#if A || C
bad1
#else
good1
#endif
#define B
#if A && C
good2
#else
bad2
#endif
#define B2 B
#define D defined(B2) && !defined(B3)
#if D
good3
#else
bad3
#endif
