// A library entry's [RootSignature] is compiled with the entry (DXC's
// CGHLSLMS) and, from lib_6_7 on, kept serialized in the entry's properties
// (tag 12, after the auto-binding-space tag); lib_6_6 and lib_6_x (whose
// minimum validator version is 1.6 or 0.0) drop it. No RTS0 part either way.
// RUN: hlslc -T lib_6_7 %s -Fc %t7.ll -Fo %t7.dxil 2>&1 | count 0
// RUN: FileCheck %s < %t7.ll
// RUN: hlslc-dis --no-module %t7.dxil | FileCheck %s --check-prefix=PARTS
// RUN: hlslc -T lib_6_6 %s -Fc %t6.ll -Fo %t6.dxil 2>&1 | count 0
// RUN: FileCheck %s --check-prefix=DROP < %t6.ll
// RUN: hlslc -T lib_6_x %s -Fc %tx.ll -Fo %tx.dxil 2>&1 | count 0
// RUN: FileCheck %s --check-prefix=DROP < %tx.ll
RWBuffer<uint> b : register(u0);
[shader("compute")]
[RootSignature("DescriptorTable(UAV(u0))")]
[numthreads(4, 1, 1)] void entry(uint i : SV_GroupIndex) { b[i] = i; }
[shader("compute")]
[numthreads(2, 1, 1)] void plain(uint i : SV_GroupIndex) { b[i] = 2 * i; }
// CHECK-DAG: !{void ()* @entry, !"entry", null, null, ![[P:[0-9]+]]}
// CHECK-DAG: ![[P]] = !{i32 8, i32 5, i32 4, !{{[0-9]+}}, i32 5, !{{[0-9]+}}, i32 12, ![[RS:[0-9]+]]}
// CHECK-DAG: ![[RS]] = !{[68 x i8] c"\02\00\00\00\01\00\00\00\18\00\00\00\00\00\00\00D\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00$\00\00\00\01\00\00\00,\00\00\00\01\00\00\00\01\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\FF\FF\FF\FF"}
// CHECK-DAG: !{void ()* @plain, !"plain", null, null, ![[Q:[0-9]+]]}
// CHECK-DAG: ![[Q]] = !{i32 8, i32 5, i32 4, !{{[0-9]+}}, i32 5, !{{[0-9]+}}}
// CHECK-NOT: hlsl.entry.rootsigs
// PARTS-NOT: RTS0
// DROP-NOT: i32 12,
