// RUN: hlslc -T cs_6_0 -E main %s | FileCheck %s
// RUN: not hlslc -T cs_6_0 -E main -D BAD -fno-caret-diagnostics %s 2>&1 | FileCheck %s --check-prefix=BAD
// `int f();` / `int g(int x);` in a block declare functions (C++'s rule for
// a declarator with a parameter list), defined later; `float v(1)` is still
// a variable with a constructor-style initializer, which HLSL rejects.

RWBuffer<int> o;

// CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 undef, i32 46,
[numthreads(1, 1, 1)]
void main() {
  int GetAnswer();
  int Twice(in int x);
  o[0] = GetAnswer() + Twice(2);
#ifdef BAD
  // BAD: local-function-decl.hlsl:[[@LINE+1]]:10: error: constructor-style variable initialization is not supported
  float v(1);
#endif
}

int GetAnswer() { return 42; }
int Twice(int x) { return 2 * x; }
