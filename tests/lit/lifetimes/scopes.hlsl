// Where the front end puts lifetime markers (clang's scopes): a local's
// llvm.lifetime.start where it is declared, before its initializer, and its
// llvm.lifetime.end wherever control leaves its scope: the end of the block,
// break and continue out of a loop body, and return (after the returned
// value is computed), innermost first; a for-statement's own variable ends
// after the loop.
// RUN: hlslc -T cs_6_6 -E main -fcgl %s | FileCheck %s

RWBuffer<float> b : register(u0);
float f(uint n) {
  float acc = 0;
  for (uint i = 0; i < n; i++) {
    float x = b[i];
    if (x < 0) break;
    if (x == 0) continue;
    if (x > 9) return x;
    acc += x;
  }
  return acc;
}
[numthreads(1, 1, 1)]
void main(uint i : SV_GroupIndex) { b[0] = f(i); }

// CHECK-LABEL: define internal float @"\01?f@@YAMI@Z"(i32 %n)
// CHECK: call void @llvm.lifetime.start(i64 4, ptr %acc)
// CHECK-NEXT: store float 0.000000e+00, ptr %acc
// CHECK: call void @llvm.lifetime.start(i64 4, ptr %i)
// CHECK-NEXT: store i32 0, ptr %i
// CHECK: for.body:
// CHECK: call void @llvm.lifetime.start(i64 4, ptr %x)
// break:
// CHECK: if.then:
// CHECK-NEXT: call void @llvm.lifetime.end(i64 4, ptr %x)
// CHECK-NEXT: br label %for.end
// continue:
// CHECK: if.then1:
// CHECK-NEXT: call void @llvm.lifetime.end(i64 4, ptr %x)
// CHECK-NEXT: br label %for.inc
// return from inside the loop: every open scope
// CHECK: if.then3:
// CHECK-NEXT: %[[V:.*]] = load float, ptr %x
// CHECK-NEXT: call void @llvm.lifetime.end(i64 4, ptr %x)
// CHECK-NEXT: call void @llvm.lifetime.end(i64 4, ptr %i)
// CHECK-NEXT: call void @llvm.lifetime.end(i64 4, ptr %acc)
// CHECK-NEXT: ret float %[[V]]
// end of the loop body
// CHECK: if.end4:
// CHECK: store float %{{.*}}, ptr %acc
// CHECK-NEXT: call void @llvm.lifetime.end(i64 4, ptr %x)
// CHECK-NEXT: br label %for.inc
// CHECK: for.end:
// CHECK-NEXT: call void @llvm.lifetime.end(i64 4, ptr %i)
// CHECK-NEXT: %[[R:.*]] = load float, ptr %acc
// CHECK-NEXT: call void @llvm.lifetime.end(i64 4, ptr %acc)
// CHECK-NEXT: ret float %[[R]]
// CHECK: declare void @llvm.lifetime.start(i64, ptr)
