// structurize-returns: an if whose every path returns ("whole scope
// returned") gets no guard of its own: its returns go straight to the end of
// the enclosing if, whose guard decides, and its own end block is not made.
// RUN: hlslc -T cs_6_0 -E main -opt-enable structurize-returns -fcgl %s | FileCheck %s

RWBuffer<float> o;
float f(float4 a) {
  if (a.w < 0) {
    if (a.x > 1)
      return sin(a.y);
    else
      return log(a.z);
  }
  return cos(a.x + a.y);
}
[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) { o[i] = f(float4(o[0], o[1], o[2], o[3])); }

// CHECK-LABEL: define internal float @"\01?f@@YAMV?$vector@M$03@@@Z"(
// CHECK: br i1 %{{.*}}, label %if.then, label %[[G:bReturned.cmp.false]]
// CHECK: if.then1:
// CHECK: store i1 true, ptr %bReturned
// CHECK-NEXT: br label %[[G]]
// CHECK: if.else:
// CHECK: store i1 true, ptr %bReturned
// CHECK-NEXT: br label %[[G]]
// CHECK-NOT: if.end2
// CHECK: [[G]]:
// CHECK: br i1 %bReturned.not, label %return, label %if.end
// CHECK-NOT: {{^}}bReturned.cmp
// CHECK: return:
