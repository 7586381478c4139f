// -opt-enable structurize-returns: a function with a return nested two ifs
// deep gets DXC's bReturned flag (first in the entry block, false), its
// return value starts undef, each nested return stores the value and the
// flag and branches to the end of its if, and the rest of each enclosing
// if runs only when the flag is false; the one exit returns the value.
// RUN: hlslc -T cs_6_0 -E main -opt-enable structurize-returns -fcgl %s | FileCheck %s
// RUN: hlslc -T cs_6_0 -E main -fcgl %s | FileCheck %s --check-prefix=OFF
// RUN: hlslc -T cs_6_0 -E main -opt-enable structurize-returns %s -Fo %t.dxil

RWBuffer<float> o;
float f(float a, float b, float c) {
  float r = c;
  if (a > 0) {
    if (b > 0)
      return -1;
    r += 1;
  }
  r *= 2;
  return r;
}
[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) { o[i] = f(o[0], o[1], o[2]); }

// CHECK-LABEL: define internal float @"\01?f@@YAMMMM@Z"(
// CHECK-NEXT: entry:
// CHECK-NEXT: %bReturned = alloca i1
// CHECK: %retval = alloca float
// CHECK: store float undef, ptr %retval
// CHECK: store i1 false, ptr %bReturned
// CHECK: if.then1:
// CHECK-NEXT: store float -1.000000e+00, ptr %retval
// CHECK-NEXT: store i1 true, ptr %bReturned
// CHECK-NEXT: br label %bReturned.cmp.false
// CHECK: bReturned.cmp.false:
// CHECK-NEXT: %bReturned.load = load i1, ptr %bReturned
// CHECK-NEXT: %bReturned.not = icmp ne i1 %bReturned.load, false
// CHECK-NEXT: br i1 %bReturned.not, label %bReturned.cmp.false3, label %if.end2
// CHECK: bReturned.cmp.false3:
// CHECK: br i1 %bReturned.not{{[0-9]+}}, label %return, label %if.end
// CHECK: if.end:
// CHECK: store float %{{.*}}, ptr %retval
// CHECK-NEXT: br label %return
// CHECK: return:
// CHECK-NEXT: %[[R:.*]] = load float, ptr %retval
// CHECK-NEXT: ret float %[[R]]
// OFF-NOT: bReturned
