// The STAT part's module is the shader's as reflection needs it: resource
// names kept (the DXIL part has none), validator version 0.0, every
// function a declaration (bodies dropped), the entry's function annotation
// and DXC's instruction counters last.
// RUN: hlslc -T cs_6_0 -E main %s -Fo %t.dxil
// RUN: hlslc-dis --stat %t.dxil | FileCheck %s
// RUN: hlslc-dis %t.dxil | FileCheck %s --check-prefix=DXIL

// CHECK: SRV "src" space 1 lower 2 size 1
// CHECK: UAV "buf" space 0 lower 3 size 1
// CHECK-NOT: define
// CHECK: declare void @main()
// CHECK-NOT: define
// CHECK: !dx.valver = !{![[VV:[0-9]+]]}
// CHECK: !dx.typeAnnotations = !{![[FN:[0-9]+]]}
// CHECK-NEXT: !dx.entryPoints
// CHECK-NEXT: !dx.counters = !{![[CNT:[0-9]+]]}
// CHECK: ![[VV]] = !{i32 0, i32 0}
// CHECK: ![[FN]] = !{i32 1, void ()* @main, ![[A:[0-9]+]]}
// CHECK: ![[A]] = !{![[P:[0-9]+]]}
// CHECK: ![[P]] = !{i32 0, ![[E:[0-9]+]], ![[E]]}
// CHECK: ![[E]] = !{}
// CHECK: ![[CNT]] = !{!"insts", i32 {{[0-9]+}}, !"tex_load", i32 1, !"tex_store", i32 1, !"uints", i32 1}

// DXIL: UAV "" space 0 lower 3 size 1
// DXIL: define void @main()
// DXIL-NOT: dx.counters
// DXIL: !{i32 1, i32 10}

Buffer<uint> src : register(t2, space1);
RWBuffer<uint> buf : register(u3);
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { buf[id.x] = src[id.y] << 2; }
