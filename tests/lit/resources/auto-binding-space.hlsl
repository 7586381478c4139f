// RUN: hlslc -T cs_6_0 -E main -auto-binding-space 1 %s | FileCheck %s
// -auto-binding-space N moves resources that give neither a register nor a
// space into space N; a register without a space stays in space 0.

Buffer<float> a;
Buffer<float> b : register(t1);
Buffer<float> c : register(space2);
Buffer<float> d : register(t2, space3);
RWBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
  Out[0] = a[0] + b[0] + c[0] + d[0];
}

// CHECK-DAG: !{i32 0, %"class.Buffer<float>"* undef, !"", i32 1, i32 0, i32 1, i32 10, i32 0, !{{[0-9]+}}}
// CHECK-DAG: !{i32 1, %"class.Buffer<float>"* undef, !"", i32 0, i32 1, i32 1, i32 10, i32 0, !{{[0-9]+}}}
// CHECK-DAG: !{i32 2, %"class.Buffer<float>"* undef, !"", i32 2, i32 0, i32 1, i32 10, i32 0, !{{[0-9]+}}}
// CHECK-DAG: !{i32 3, %"class.Buffer<float>"* undef, !"", i32 3, i32 2, i32 1, i32 10, i32 0, !{{[0-9]+}}}
