// -Fc names the listing's file also without -Fo (DXC): the DXIL text goes
// there and nothing to standard output; with -fcgl the front end's module
// goes there too. The AST (-ast-dump) is printed to standard output always.
// RUN: rm -f %t.lst %t.fcgl.ll
// RUN: hlslc -T cs_6_0 %s -Fc %t.lst > %t.stdout
// RUN: FileCheck %s --check-prefix=LST < %t.lst
// RUN: count 0 < %t.stdout
// RUN: hlslc -T cs_6_0 %s -fcgl -Fc %t.fcgl.ll > %t.stdout2
// RUN: FileCheck %s --check-prefix=FCGL < %t.fcgl.ll
// RUN: count 0 < %t.stdout2
// LST: define void @main()
// LST: !dx.entryPoints
// FCGL: define void @main()
[numthreads(1, 1, 1)]
void main() {}
