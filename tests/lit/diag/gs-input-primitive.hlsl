// RUN: not hlslc -T gs_6_0 -E main -D CASE=1 %s 2>&1 | FileCheck %s --check-prefix=CONFLICT
// RUN: not hlslc -T gs_6_0 -E main -D CASE=2 %s 2>&1 | FileCheck %s --check-prefix=NOTARRAY
// RUN: not hlslc -T gs_6_0 -E main -D CASE=3 %s 2>&1 | FileCheck %s --check-prefix=DIM
// RUN: hlslc -T gs_6_0 -E main -D CASE=4 %s | FileCheck %s --check-prefix=OK
// RUN: hlslc -T gs_6_0 -E main -D CASE=5 %s | FileCheck %s --check-prefix=NONE
// A geometry shader's inputs share one primitive, each a constant-size array
// of that primitive's vertex count (DXC's code generation checks). With no
// input primitive parameter at all, the input primitive is undefined (0).

struct V { float4 pos : SV_Position; };

// CONFLICT: gs-input-primitive.hlsl:[[# @LINE + 10]]:35: error: input parameter conflicts with geometry specifier of previous input parameters
// NOTARRAY: gs-input-primitive.hlsl:[[# @LINE + 11]]:22: error: input types for geometry shader must be constant size arrays
// DIM: gs-input-primitive.hlsl:[[# @LINE + 12]]:21: error: array dimension for lineadj must be 4
// OK: call void @dx.op.emitStream(i32 97, i8 0)
// NONE: call void @dx.op.emitStream(i32 97, i8 0)
// NONE: !{i32 1, ![[GS:[0-9]+]]}
// NONE: ![[GS]] = !{i32 0, i32 3, i32 1, i32 1, i32 1}
[maxvertexcount(3)]
void main(
#if CASE == 1
          line V a[2], triangle V b[3],
#elif CASE == 2
          triangle V a,
#elif CASE == 3
          lineadj V a[2],
#elif CASE == 4
          triangleadj V a[6],
#endif
          inout PointStream<V> s) {
#if CASE == 2
  s.Append(a);
#elif CASE == 5
  V v = (V)0;
  s.Append(v);
#else
  s.Append(a[0]);
#endif
}
