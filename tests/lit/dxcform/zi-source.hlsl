// With -Zi the DXIL text carries the sources as DXC's named metadata, right
// after !llvm.ident: the file names and texts, the -D defines, the main file.
// RUN: hlslc -T cs_6_0 -Zi -D FOO=2 %s | FileCheck %s
// RUN: hlslc -T cs_6_0 %s | FileCheck %s --check-prefix=NOZI

// CHECK: !llvm.ident = !{!0}
// CHECK-NEXT: !dx.source.contents = !{![[C:[0-9]+]]}
// CHECK-NEXT: !dx.source.defines = !{![[D:[0-9]+]]}
// CHECK-NEXT: !dx.source.mainFileName = !{![[M:[0-9]+]]}
// CHECK-NEXT: !dx.version =
// CHECK: ![[C]] = !{!"{{.*}}zi-source.hlsl", !"// With -Zi the DXIL text{{.*}}\0A// after !llvm.ident
// CHECK: ![[D]] = !{!"FOO=2"}
// CHECK: ![[M]] = !{!"{{.*}}zi-source.hlsl"}

// NOZI-NOT: dx.source

#ifndef FOO
#define FOO 1
#endif
RWBuffer<uint> o;
[numthreads(1, 1, 1)]
void main() { o[0] = FOO; }
