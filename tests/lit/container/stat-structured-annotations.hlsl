// A structured buffer's type is annotated with its one field "h" (the
// element, offset 0) and the element type as template argument
// (!{i32 0, !{!{i32 0, T undef}}}); a struct element is annotated after it.
// DXC's reflection reads the buffer's $Element type from these.
// RUN: hlslc -T cs_6_0 -E main %s -Fo %t.dxil
// RUN: hlslc-dis --stat %t.dxil | FileCheck %s

// CHECK: !{i32 0, %"class.StructuredBuffer<Item>" undef, ![[SB:[0-9]+]], %struct.Item undef, ![[IT:[0-9]+]]}
// CHECK: ![[SB]] = !{i32 20, ![[H:[0-9]+]], ![[TA:[0-9]+]]}
// CHECK: ![[H]] = !{i32 6, !"h", i32 3, i32 0}
// CHECK: ![[TA]] = !{i32 0, ![[L:[0-9]+]]}
// CHECK: ![[L]] = !{![[T:[0-9]+]]}
// CHECK: ![[T]] = !{i32 0, %struct.Item undef}
// CHECK: ![[IT]] = !{i32 20, ![[F0:[0-9]+]], ![[F1:[0-9]+]]}
// CHECK: ![[F0]] = !{i32 6, !"pos", i32 3, i32 0, i32 7, i32 9, i32 13, i32 4}
// CHECK: ![[F1]] = !{i32 6, !"id", i32 3, i32 16, i32 7, i32 5}

struct Item { float4 pos; uint id; };
StructuredBuffer<Item> items : register(t0);
RWBuffer<float> o : register(u0);
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { o[id.x] = items[id.y].pos.x + items[id.y].id; }
