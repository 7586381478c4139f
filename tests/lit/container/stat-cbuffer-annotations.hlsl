// The STAT module annotates each constant buffer's layout struct as DXC
// does at the latest metadata version: per variable its name (6), matrix
// shape (2: rows, columns, 1 row / 2 column major), offset (3), component
// type (7), whether the shader reads it (9, buffers of two or more
// variables only) and vector size (13). DXC's reflection reads the buffer's
// variables and their "used" flags from these.
// RUN: hlslc -T cs_6_0 -E main %s -Fo %t.dxil
// RUN: hlslc-dis --stat %t.dxil | FileCheck %s

// CHECK: !dx.typeAnnotations = !{![[S:[0-9]+]], !{{[0-9]+}}}
// CHECK: ![[S]] = !{i32 0, %hostlayout.Params undef, ![[P:[0-9]+]]}
// CHECK: ![[P]] = !{i32 40, ![[A:[0-9]+]], ![[B:[0-9]+]], ![[C:[0-9]+]]}
// CHECK: ![[A]] = !{i32 6, !"scale", i32 3, i32 0, i32 7, i32 9, i32 9, i1 true, i32 13, i32 3}
// CHECK: ![[B]] = !{i32 6, !"unused", i32 3, i32 12, i32 7, i32 5}
// CHECK: ![[C]] = !{i32 6, !"m", i32 2, ![[M:[0-9]+]], i32 3, i32 16, i32 7, i32 9, i32 9, i1 true}
// CHECK: ![[M]] = !{i32 2, i32 2, i32 1}

cbuffer Params : register(b0) {
  float3 scale;
  uint unused;
  row_major float2x2 m;
};
RWBuffer<float> o : register(u0);
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { o[id.x] = scale.y * m[1][0]; }
