// structurize-returns inside loops: a return leaves the innermost loop (a
// branch to its end, after setting the flag); after an inner loop whose
// parent is a loop the guard breaks out of the outer loop too
// (bReturned.cmp.true / bReturned.break), after the outer loop it skips the
// rest of the function (bReturned.cmp.false).
// RUN: hlslc -T cs_6_0 -E main -opt-enable structurize-returns -fcgl %s | FileCheck %s
// RUN: hlslc -T cs_6_0 -E main -opt-enable structurize-returns %s -Fo %t.dxil

RWBuffer<uint> o;
uint find(uint n, uint m) {
  for (uint i = 0; i < n; i++) {
    for (uint j = 0; j < m; j++) {
      if (o[i * m + j] == 7)
        return i * m + j;
    }
    o[i] = 1;
  }
  o[0] = 2;
  return 0;
}
[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) { o[i] = find(o[0], o[1]); }

// CHECK-LABEL: define internal i32 @"\01?find@@YAIII@Z"(
// CHECK: if.then:
// CHECK: store i32 %{{.*}}, ptr %retval
// CHECK-NEXT: store i1 true, ptr %bReturned
// CHECK-NEXT: br label %bReturned.cmp.true
// CHECK: bReturned.cmp.true:
// CHECK-NEXT: %bReturned.load = load i1, ptr %bReturned
// CHECK-NEXT: %bReturned.true = icmp eq i1 %bReturned.load, true
// CHECK-NEXT: br i1 %bReturned.true, label %bReturned.break, label %[[INNER:for.end[0-9]*]]
// CHECK: bReturned.break:
// CHECK-NEXT: br label %bReturned.cmp.false
// CHECK: [[INNER]]:
// CHECK: store i32 1, ptr
// CHECK: bReturned.cmp.false:
// CHECK: br i1 %bReturned.not, label %return, label %[[OUTER:for.end[0-9]*]]
// CHECK: [[OUTER]]:
// CHECK: store i32 2, ptr
// CHECK: store i32 0, ptr %retval
// CHECK-NEXT: br label %return
// CHECK: return:
// CHECK: ret i32
